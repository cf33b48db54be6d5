import { Badge } from '../../../../components/Badge';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../../components/DataTable';
import { Tabs } from '../../../../components/Tabs';
import { TextField } from '../../../../components/TextField';
import { formatDay, orderStatuses } from '@idl/api-contract';
import { formatDollars } from '../../../../format';
import { orderStatusTones } from '../../../orders/orderFormat';
import type { AdminOrderRow } from '../adminOrderTypes';
import {
  AdminOrderListFilterMenu,
  adminOrderFilterLabels,
  type AdminOrderFilterField,
} from './AdminOrderListFilterMenu';
import * as styles from './AdminOrderList.css';

export const adminOrderTabs = ['All', ...orderStatuses] as const;
export type AdminOrderTab = (typeof adminOrderTabs)[number];

export interface AdminOrderListProps {
  /** The orders of the current page, already filtered by tab and search. */
  orders: AdminOrderRow[];
  /** Selected status tab ('All' or a status). */
  tab: AdminOrderTab;
  /** Called with the tab the admin chose. */
  onTabChange: (tab: AdminOrderTab) => void;
  /** Text in the search box. */
  search: string;
  /** Called on every change of the search text. */
  onSearchChange: (search: string) => void;
  /** The field the search and sort apply to (the Filter menu's choice). */
  filterField: AdminOrderFilterField;
  /** Called with the field chosen in the Filter menu. */
  onFilterFieldChange: (field: AdminOrderFilterField) => void;
  /** Open an order (click or Enter on its row), e.g. go to `/admin/orders/1042`. */
  onOpenOrder: (orderId: number) => void;
  /** Current sort (controlled); sortable columns: orderId, buyer, createdAt, total. */
  sort?: DataTableSort;
  /** Called when the admin sorts by a column header; columns are sortable only when given. */
  onSortChange?: (sort: DataTableSort) => void;
  /** The list is loading: placeholder rows are shown. */
  loading?: boolean;
  /** Why the list could not be loaded. */
  error?: string;
  /** Try loading again (shown with the error). */
  onRetry?: () => void;
  /** Current page, 1-based. */
  page?: number;
  /** Number of pages; no pagination when 1. */
  pageCount?: number;
  /** Called with the 1-based page chosen. */
  onPageChange?: (page: number) => void;
  /** Heading level of 'Orders' (2 when the page already has an h1). */
  headingLevel?: 1 | 2;
  /** Leave the heading out when the admin header above already names the screen. */
  showHeading?: boolean;
  /** Open the Filter menu at first (previews). */
  defaultFilterMenuOpen?: boolean;
}

const searchPlaceholder: Record<AdminOrderFilterField, string> = {
  buyer: 'e.g. Jane Doe',
  orderId: 'e.g. 1042',
  date: 'e.g. Mar 14, 2026',
  price: 'e.g. 49.99',
};

/** The admin's orders list: search, Filter menu, status tabs, table and pages. */
export function AdminOrderList({
  orders,
  tab,
  onTabChange,
  search,
  onSearchChange,
  filterField,
  onFilterFieldChange,
  onOpenOrder,
  sort,
  onSortChange,
  loading = false,
  error,
  onRetry,
  page = 1,
  pageCount = 1,
  onPageChange,
  headingLevel = 1,
  showHeading = true,
  defaultFilterMenuOpen,
}: AdminOrderListProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const sortable = Boolean(onSortChange);
  const columns: DataTableColumn<AdminOrderRow>[] = [
    { id: 'orderId', header: 'Order ID', cell: (o) => `#${o.orderId}`, sortable },
    {
      id: 'buyer',
      header: 'Buyer Name',
      cell: (o) => <span className={styles.wrap}>{o.buyer}</span>,
      sortable,
    },
    {
      id: 'orderStatus',
      header: 'Status',
      cell: (o) => <Badge tone={orderStatusTones[o.orderStatus]}>{o.orderStatus}</Badge>,
    },
    { id: 'createdAt', header: 'Date', cell: (o) => formatDay(o.createdAt), sortable },
    { id: 'total', header: 'Total', cell: (o) => formatDollars(o.total), sortable, align: 'end' },
    { id: 'items', header: 'Items', cell: (o) => o.orderItems.length, align: 'end' },
  ];
  const content = (
    <DataTable
      aria-label="Orders"
      columns={columns}
      rows={orders}
      getRowId={(o) => o.orderId}
      sort={sort}
      onSortChange={onSortChange}
      onRowAction={(id) => onOpenOrder(Number(id))}
      emptyText={
        // The spec's sentence names a status; 'All' is not one, and a search says what it looked for.
        search.trim()
          ? `No orders found for "${search.trim()}"${tab === 'All' ? '' : ` with the status of "${tab}"`}`
          : tab === 'All'
            ? 'No orders found'
            : `No orders found for the status of "${tab}"`
      }
      isLoading={loading}
      error={error}
      onRetry={onRetry}
      pagination={onPageChange ? { page, pageCount, onPageChange } : undefined}
    />
  );

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {showHeading && <Heading className={styles.heading}>Orders</Heading>}
        <div className={styles.searchRow}>
          <div className={styles.search}>
            <TextField
              label={`Search by ${adminOrderFilterLabels[filterField]}`}
              placeholder={searchPlaceholder[filterField]}
              value={search}
              onChange={onSearchChange}
            />
          </div>
          <AdminOrderListFilterMenu
            value={filterField}
            onChange={onFilterFieldChange}
            defaultOpen={defaultFilterMenuOpen}
          />
        </div>
      </div>
      <Tabs
        aria-label="Order status"
        selectedKey={tab}
        onSelectionChange={(id) => onTabChange(id as AdminOrderTab)}
        items={adminOrderTabs.map((id) => ({ id, label: id, content }))}
      />
    </div>
  );
}

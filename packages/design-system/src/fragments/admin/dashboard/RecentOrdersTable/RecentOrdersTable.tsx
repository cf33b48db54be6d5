import { Badge } from '../../../../components/Badge';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import * as card from '../dashboardCard.css';
import { formatDay, sitePaths, type OrderStatus } from '@idl/api-contract';
import { orderStatusTones } from '../../../orders/orderFormat';
import { formatDollars } from '../../../../format';
import { Link } from '../../../../components/Link';

/** Order states: the contract's list. */
export type RecentOrderStatus = OrderStatus;

/** One of the latest orders, as the dashboard API sends it (total in dollars). */
export interface RecentOrder {
  orderId: number;
  /** Buyer's name. */
  buyer: string;
  orderStatus: RecentOrderStatus;
  /** When it was placed (ISO-8601); shown as 'Mar 14, 2026'. */
  createdAt: string;
  total: number;
  /** Number of items. */
  items: number;
}

export interface RecentOrdersTableProps {
  /** Newest first. */
  orders: RecentOrder[];
  /** Where 'View All Orders' leads. */
  viewAllHref?: string;
  /** Called when a row is clicked or Enter is pressed on it (open /admin/orders/{orderId}). */
  onOrderOpen?: (orderId: number) => void;
  /** Show skeleton rows. */
  isLoading?: boolean;
  /** A message shown instead of the rows. */
  error?: string;
  /** Shows 'Try Again' with the error. */
  onRetry?: () => void;
}

const columns: DataTableColumn<RecentOrder>[] = [
  { id: 'orderId', header: 'Order ID', cell: (o) => `#${o.orderId}` },
  { id: 'buyer', header: 'Buyer Name', cell: (o) => o.buyer },
  {
    id: 'orderStatus',
    header: 'Status',
    cell: (o) => <Badge tone={orderStatusTones[o.orderStatus]}>{o.orderStatus}</Badge>,
  },
  { id: 'createdAt', header: 'Date', cell: (o) => formatDay(o.createdAt) },
  { id: 'total', header: 'Total', cell: (o) => formatDollars(o.total), align: 'end' },
  { id: 'items', header: 'Items', cell: (o) => o.items, align: 'end' },
];

/** The dashboard's 'Recent Orders' table with a 'View All Orders' link. */
export function RecentOrdersTable({
  orders,
  viewAllHref = sitePaths.admin.orders,
  onOrderOpen,
  isLoading = false,
  error,
  onRetry,
}: RecentOrdersTableProps) {
  return (
    <section className={card.card}>
      <div className={card.cardHead}>
        <h2 className={card.cardTitle}>Recent Orders</h2>
        <Link className={card.link} href={viewAllHref}>
          View All Orders
        </Link>
      </div>
      <DataTable
        aria-label="Recent Orders"
        columns={columns}
        rows={orders}
        getRowId={(o) => o.orderId}
        onRowAction={onOrderOpen ? (id) => onOrderOpen(Number(id)) : undefined}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        emptyText="No orders yet."
      />
    </section>
  );
}

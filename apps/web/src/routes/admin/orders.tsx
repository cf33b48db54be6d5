import { AdminOrderList, type AdminOrderFilterField, type AdminOrderTab } from '@idl/design-system';
import { orderStatuses, parseDay, type OrderStatus } from '@idl/api-contract';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { errorMessage } from '../../app/error-message';
import { useAdminOrders, type AdminOrdersQuery } from '../../features/admin/use-admin-orders';
import { useDebouncedValue } from '../../app/use-debounced-value';

/** What the search box and the Filter menu's field ask the server for. */
export function ordersQuery(
  field: AdminOrderFilterField,
  search: string,
  tab: AdminOrderTab,
  page: number,
): AdminOrdersQuery {
  const status = (orderStatuses as readonly string[]).includes(tab) ? (tab as OrderStatus) : undefined;
  const text = search.trim();
  const query: AdminOrdersQuery = { status, page };
  if (field === 'buyer' && text) query.q = text;
  if (field === 'orderId' && text) query.q = text.replace(/^#/, '');
  if (field === 'date') {
    const day = parseDay(text);
    if (day) Object.assign(query, { from: day, to: day });
  }
  // '49' finds the orders of $49.00 to $49.99, '49.99' those of exactly $49.99.
  const price = text.replace(/^\$/, '');
  if (field === 'price' && /^\d{1,7}(\.\d{0,2})?$/.test(price)) query.price = price;
  return query;
}

/** /admin/orders: every customer's orders, searched, filtered and paged by the server. */
export function AdminOrdersRoute() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<AdminOrderTab>('All');
  const [search, setSearch] = useState('');
  const [field, setField] = useState<AdminOrderFilterField>('buyer');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search);
  const orders = useAdminOrders(ordersQuery(field, settledSearch, tab, page - 1));
  return (
    <AdminOrderList
      showHeading={false}
      orders={orders.data?.orders ?? []}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        setPage(1);
      }}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        setPage(1);
      }}
      filterField={field}
      onFilterFieldChange={(next) => {
        setField(next);
        setPage(1);
      }}
      onOpenOrder={(orderId) => void navigate(paths.admin.order(orderId))}
      loading={orders.isPending}
      error={orders.isError ? errorMessage(orders.error, 'The orders could not be loaded.') : undefined}
      onRetry={() => void orders.refetch()}
      page={page}
      pageCount={Math.max(1, orders.data?.totalPages ?? 1)}
      onPageChange={setPage}
    />
  );
}

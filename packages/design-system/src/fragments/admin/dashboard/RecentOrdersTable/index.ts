export {
  RecentOrdersTable,
  type RecentOrder,
  type RecentOrdersTableProps,
  type RecentOrderStatus,
} from './RecentOrdersTable';

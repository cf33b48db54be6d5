export {
  AdminOrderList,
  adminOrderTabs,
  type AdminOrderListProps,
  type AdminOrderTab,
} from './AdminOrderList';
export {
  adminOrderFilterFields,
  adminOrderFilterLabels,
  type AdminOrderFilterField,
} from './AdminOrderListFilterMenu';

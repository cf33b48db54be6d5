export {
  AdminOrderDetail,
  adminOrderDetailTabs,
  type AdminOrderDetailProps,
  type AdminOrderDetailTab,
} from './AdminOrderDetail';
export { allowedOrderMoves, adminOrderDialogs, type AdminOrderDialog } from './AdminOrderDetailActions';

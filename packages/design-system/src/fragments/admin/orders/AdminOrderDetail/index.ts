export {
  AdminOrderDetail,
  adminOrderDetailTabs,
  type AdminOrderDetailProps,
  type AdminOrderDetailTab,
} from './AdminOrderDetail';
export { adminOrderDialogs, type AdminOrderDialog } from './AdminOrderDetailActions';

export {
  OrderDetail,
  orderDetailTabs,
  type OrderDetailLine,
  type OrderDetailOrder,
  type OrderDetailProps,
  type OrderDetailTab,
} from './OrderDetail';

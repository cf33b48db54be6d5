export * from './OrderTimeline';
export * from './OrderList';
export * from './OrderDetail';
export {
  formatOrderDate,
  formatOrderDateTime,
  orderStatuses,
  orderStatusTones,
  type OrderStatus,
} from './orderFormat';

export * from './adminOrderTypes';
export { formatDollars, formatOrderDate, orderStatusTone } from './adminOrderFormat';
export * from './AdminOrderDetail';
export * from './AdminOrderList';

export * from './adminOrderTypes';
export { formatDollars, orderStatusTone } from './adminOrderFormat';
export * from './AdminOrderDetail';
export * from './AdminOrderList';

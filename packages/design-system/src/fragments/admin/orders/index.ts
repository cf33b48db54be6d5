export * from './adminOrderTypes';
export * from './AdminOrderDetail';
export * from './AdminOrderList';

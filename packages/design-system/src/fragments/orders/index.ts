export * from './OrderTimeline';
export * from './OrderList';
export * from './OrderDetail';
export * from './TransferDetails';

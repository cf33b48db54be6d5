export { OrderList, type OrderListOrder, type OrderListProps, type OrderListTab } from './OrderList';
export { OrderListCard, type OrderListCardProps } from './OrderListCard';

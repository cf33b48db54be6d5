import type { OrderStatus } from '@idl/api-contract';
import type { BadgeTone } from '../../components/Badge';

/** The badge colour that carries each order status, on the customer's and the admin's screens. */
export const orderStatusTones: Record<OrderStatus, BadgeTone> = {
  Pending: 'warning',
  'In Progress': 'info',
  Shipped: 'info',
  Completed: 'success',
  Cancelled: 'critical',
};

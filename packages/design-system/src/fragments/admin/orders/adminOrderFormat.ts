import type { BadgeTone } from '../../../components/Badge';
import type { AdminOrderStatus } from './adminOrderTypes';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as the shop shows them: 1234.5 -> '$1,234.50'. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** Badge colour per order status. */
export const orderStatusTone: Record<AdminOrderStatus, BadgeTone> = {
  Pending: 'warning',
  'In Progress': 'info',
  Shipped: 'info',
  Completed: 'success',
  Cancelled: 'critical',
};

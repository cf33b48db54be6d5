import type { BadgeTone } from '../../components/Badge';

/** Order states as the API names them. */
export const orderStatuses = ['Pending', 'In Progress', 'Shipped', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The badge colour that carries each state. */
export const orderStatusTones: Record<OrderStatus, BadgeTone> = {
  Pending: 'warning',
  'In Progress': 'info',
  Shipped: 'info',
  Completed: 'success',
  Cancelled: 'critical',
};

/** Dollars (as the API sends them) to the integer cents the Price primitive takes. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

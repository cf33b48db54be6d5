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

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** An ISO timestamp or date as the shop shows order dates: dd/mm/yyyy (UTC). */
export function formatOrderDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** An ISO timestamp with the time: 'dd/mm/yyyy, hh:mm' (UTC). */
export function formatOrderDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

import type { BadgeTone } from '../../../components/Badge';
import type { AdminOrderStatus } from './adminOrderTypes';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as the shop shows them: 1234.5 -> '$1,234.50'. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** Orders show dates the British way, dd/mm/yyyy. `timeZone` defaults to the browser's. */
export function formatOrderDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** Date and time of a tracking step, e.g. '14/03/2026, 10:00'. */
export function formatOrderDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD, no time) as dd/mm/yyyy, never shifted by a time zone. */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** Badge colour per order status. */
export const orderStatusTone: Record<AdminOrderStatus, BadgeTone> = {
  Pending: 'warning',
  'In Progress': 'info',
  Shipped: 'info',
  Completed: 'success',
  Cancelled: 'critical',
};

import { formatPrice } from '../../../components/Price';

/** The API sends money in dollars; the Price helpers take integer cents. */
export function formatDollars(amount: number): string {
  return formatPrice(Math.round(amount * 100));
}

const day = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'from' inclusive, 'to' exclusive (as the API sends a period) -> '08 Mar 2026 – 14 Mar 2026'. */
export function formatPeriod(from: string, to: string): string {
  const last = new Date(new Date(to).getTime() - 1);
  return `${day.format(new Date(from))} – ${day.format(last)}`;
}

/** en-GB dd/mm/yyyy, as the orders tables show dates. */
export const orderDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' });

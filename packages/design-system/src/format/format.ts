/**
 * How the shop writes money and numbers: every fragment formats through here, in US English.
 * Dates and times are the contract's `formatDay` and `formatDateTime` (the server's e-mails write
 * them too); the API sends money in dollars, the Price primitive takes integer cents.
 */
const locale = 'en-US';

/** For a react-aria control that writes its own values (the price slider): whole dollars, '$999'. */
export const wholeDollarsFormat: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
};

const compactDollars = new Intl.NumberFormat(locale, {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  // Both bounds: some ICU versions (Node's) otherwise keep a decimal, '$500.0'.
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

// Dollars and cents as people read them: the contract's, which the server's e-mails write too.
export { formatCents, formatDollars } from '@idl/api-contract';

/** Dollars (as the API sends them) to whole cents, to the nearest cent: 19.99 -> 1999. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** A short amount for a chart's axis: 12500 -> '$12.5K', 40 -> '$40'. */
export function formatCompactDollars(amount: number): string {
  return compactDollars.format(amount);
}

/** A count of things: 12345 -> '12,345'. */
export function formatCount(count: number): string {
  return whole.format(count);
}

/** A star rating, always with one decimal: 4 -> '4.0', 4.25 -> '4.3'. */
export function formatRating(rating: number): string {
  return oneDecimal.format(rating);
}

/** A percentage, with at most one decimal and no sign: 12.345 -> '12.3%', 50 -> '50%'. */
export function formatPercent(percent: number): string {
  return `${upToOneDecimal.format(percent)}%`;
}

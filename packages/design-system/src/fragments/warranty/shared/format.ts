const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Dollars as the API sends them (12.5) -> '$12.50'. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/**
 * How the shop writes money for people, on screens and in e-mails and documents alike: US dollars
 * in US English, '$1,234.50'. The design system's format module and the server's money module
 * both write money through here, so a receipt and the order page never disagree.
 */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars, as the API sends money: 1234.5 -> '$1,234.50'. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** Integer cents, as the server and the Price primitive keep money: 123450 -> '$1,234.50'. */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

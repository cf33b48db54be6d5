const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: '2-digit',
  timeZone: 'UTC',
});

/** Dollars as the API sends them (12.5) -> '$12.50'. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** An ISO date or timestamp -> 'March 14, 2026' (UTC, so it never shifts a day). */
export function formatDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}

/** Which stretch of time the dashboard covers; the API's `range`. */
export const dashboardRanges = ['week', 'month', 'year'] as const;
export type DashboardRange = (typeof dashboardRanges)[number];

export const rangeLabels: Record<DashboardRange, string> = {
  week: 'Weekly',
  month: 'Monthly',
  year: 'Yearly',
};

const utc = { timeZone: 'UTC' } as const;
const shortDay = new Intl.DateTimeFormat('en-GB', { ...utc, day: '2-digit', month: 'short' });
const longDay = new Intl.DateTimeFormat('en-GB', {
  ...utc,
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const shortMonth = new Intl.DateTimeFormat('en-GB', { ...utc, month: 'short' });
const longMonth = new Intl.DateTimeFormat('en-GB', { ...utc, month: 'long', year: 'numeric' });

/** The API labels points 'YYYY-MM-DD' (week, month) or 'YYYY-MM' (year). */
function toDate(label: string) {
  return new Date(label.length === 7 ? `${label}-01T00:00:00Z` : `${label}T00:00:00Z`);
}

/** Axis text: '14 Mar' for a day, 'Mar' for a month. */
export function shortLabel(label: string) {
  return label.length === 7 ? shortMonth.format(toDate(label)) : shortDay.format(toDate(label));
}

/** Tooltip and table text: 'Sat, 14 Mar 2026' for a day, 'March 2026' for a month. */
export function longLabel(label: string) {
  return label.length === 7 ? longMonth.format(toDate(label)) : longDay.format(toDate(label));
}

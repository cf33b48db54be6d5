import { formatDay } from '@idl/api-contract';

/** Which stretch of time the dashboard covers; the API's `range`. */
export const dashboardRanges = ['week', 'month', 'year'] as const;
export type DashboardRange = (typeof dashboardRanges)[number];

export const rangeLabels: Record<DashboardRange, string> = {
  week: 'Weekly',
  month: 'Monthly',
  year: 'Yearly',
};

const utc = { timeZone: 'UTC' } as const;
const shortDay = new Intl.DateTimeFormat('en-US', { ...utc, month: 'short', day: 'numeric' });
const weekday = new Intl.DateTimeFormat('en-US', { ...utc, weekday: 'short' });
const shortMonth = new Intl.DateTimeFormat('en-US', { ...utc, month: 'short' });
const longMonth = new Intl.DateTimeFormat('en-US', { ...utc, month: 'long', year: 'numeric' });

/** The API labels points 'YYYY-MM-DD' (week, month) or 'YYYY-MM' (year). */
function toDate(label: string) {
  return new Date(label.length === 7 ? `${label}-01T00:00:00Z` : `${label}T00:00:00Z`);
}

/** Axis text: 'Mar 14' for a day, 'Mar' for a month. */
export function shortLabel(label: string) {
  return label.length === 7 ? shortMonth.format(toDate(label)) : shortDay.format(toDate(label));
}

/** Tooltip and table text: 'Sat, Mar 14, 2026' for a day, 'March 2026' for a month. */
export function longLabel(label: string) {
  return label.length === 7
    ? longMonth.format(toDate(label))
    : `${weekday.format(toDate(label))}, ${formatDay(label)}`;
}

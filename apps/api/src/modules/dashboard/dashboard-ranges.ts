export type DashboardRange = 'week' | 'month' | 'year';

export interface RangeWindows {
  current: { from: Date; to: Date };
  previous: { from: Date; to: Date };
  /** Bucket key of a timestamp: YYYY-MM-DD per day, YYYY-MM per month. */
  bucketOf(iso: string): string;
  /** Every bucket of the current window, oldest first. */
  buckets: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Windows end with the day (or month) that contains `now`, in UTC: week = the last 7 days,
 * month = the last 30 days, year = the last 12 calendar months. "Previous" is the same length
 * just before.
 */
export function rangeWindows(range: DashboardRange, now: Date): RangeWindows {
  if (range === 'year') {
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    const previousFrom = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 23, 1));
    const buckets = Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1)).toISOString().slice(0, 7),
    );
    return {
      current: { from, to },
      previous: { from: previousFrom, to: from },
      bucketOf: (iso) => iso.slice(0, 7),
      buckets,
    };
  }
  const days = range === 'week' ? 7 : 30;
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const from = new Date(to.getTime() - days * DAY_MS);
  const buckets = Array.from({ length: days }, (_, i) =>
    new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    current: { from, to },
    previous: { from: new Date(from.getTime() - days * DAY_MS), to: from },
    bucketOf: (iso) => iso.slice(0, 10),
    buckets,
  };
}

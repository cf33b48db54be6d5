import { formatDay } from '@idl/api-contract';

/** The UTC calendar day an instant falls on (the dashboard's days are the server's UTC days). */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 'from' inclusive, 'to' exclusive (as the API sends a period) -> 'Mar 8, 2026 – Mar 14, 2026'. */
export function formatPeriod(from: string, to: string): string {
  return `${formatDay(utcDay(Date.parse(from)))} – ${formatDay(utcDay(Date.parse(to) - 1))}`;
}

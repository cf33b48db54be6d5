/**
 * Calendar rules of the warranty programme. Dates are ISO days (YYYY-MM-DD) in UTC.
 *
 * The rule: the first monthly due is the next occurrence of the chosen day strictly AFTER the
 * enrolment day (enrolling on the 28th with day 28 starts next month), then one due on that day
 * every month. Charge days run 1 to 28, so every month has one; an enrolment on Jan 31 with day
 * 28 is first charged on Feb 28. Coverage runs from the enrolment day for the plan's term:
 * the last covered day is the day before the same date `termMonths` later (clamped to month end).
 */

export type IsoDay = string;

export const isoDay = (date: Date): IsoDay => date.toISOString().slice(0, 10);

function parse(day: IsoDay): { year: number; month: number; date: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: month - 1, date };
}

const format = (year: number, month: number, date: number): IsoDay =>
  isoDay(new Date(Date.UTC(year, month, date)));

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The same day `months` later, clamped to the end of a shorter month (Jan 31 + 1 = Feb 28/29). */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const { year, month, date } = parse(day);
  const target = new Date(Date.UTC(year, month + months, 1));
  const y = target.getUTCFullYear();
  const m = target.getUTCMonth();
  return format(y, m, Math.min(date, daysInMonth(y, m)));
}

export function addDays(day: IsoDay, days: number): IsoDay {
  const { year, month, date } = parse(day);
  return format(year, month, date + days);
}

/** The next occurrence of `chargeDay` (1-28) strictly after `enrolledOn`. */
export function firstChargeDate(enrolledOn: IsoDay, chargeDay: number): IsoDay {
  const { year, month, date } = parse(enrolledOn);
  return date < chargeDay ? format(year, month, chargeDay) : format(year, month + 1, chargeDay);
}

/** `count` monthly due dates on `chargeDay`, starting with the first after enrolment. */
export function monthlyDueDates(enrolledOn: IsoDay, chargeDay: number, count: number): IsoDay[] {
  const { year, month } = parse(firstChargeDate(enrolledOn, chargeDay));
  return Array.from({ length: count }, (_, i) => format(year, month + i, chargeDay));
}

/** The last day the warranty covers. */
export const coverageEndsOn = (enrolledOn: IsoDay, termMonths: number): IsoDay =>
  addDays(addMonths(enrolledOn, termMonths), -1);

export type DueStatus = 'paid' | 'due' | 'overdue';

/** Paid once paid; overdue when unpaid and its day is before today; otherwise due. */
export function dueStatus(dueOn: IsoDay, paidOn: IsoDay | null, today: IsoDay): DueStatus {
  if (paidOn) return 'paid';
  return dueOn < today ? 'overdue' : 'due';
}

/**
 * When the lab can deliver a case: its turnaround counts working days, Monday to Saturday (the
 * lab works Saturdays), skipping Sundays and US federal holidays. Every function takes and gives
 * calendar days ('YYYY-MM-DD') and computes in UTC, so the answer never depends on the machine's
 * time zone nor on today: the caller passes the day a case was received.
 */

import { restorationKindLabels, type RestorationKind } from './teeth';

const DAY_MS = 24 * 60 * 60 * 1000;
const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;

/** Juneteenth became a federal holiday in 2021. */
const JUNETEENTH_SINCE = 2021;

function toDate(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, date));
  const same =
    value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === date;
  return same ? value : undefined;
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function parseDay(day: string, name: string): Date {
  const date = toDate(day);
  if (!date) throw new RangeError(`${name} must be a calendar day as YYYY-MM-DD, got "${day}"`);
  return date;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Whether a string is a real calendar day written 'YYYY-MM-DD' (not '2026-02-30'). */
export function isCalendarDay(value: string): boolean {
  return toDate(value) !== undefined;
}

/** The n-th (1-based) given weekday of a month; month is 1-12. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

/** The last given weekday of a month; month is 1-12. */
function lastWeekday(year: number, month: number, weekday: number): Date {
  const last = new Date(Date.UTC(year, month, 0));
  const offset = (last.getUTCDay() - weekday + 7) % 7;
  return addDays(last, -offset);
}

function fixed(year: number, month: number, date: number): Date {
  return new Date(Date.UTC(year, month - 1, date));
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function observed(year: number, month: number, date: number): Date {
  const day = new Date(Date.UTC(year, month - 1, date));
  if (day.getUTCDay() === SATURDAY) return addDays(day, -1);
  if (day.getUTCDay() === SUNDAY) return addDays(day, 1);
  return day;
}

export interface Holiday {
  name: string;
  /** The holiday's own day, 'YYYY-MM-DD'. */
  on: string;
  /** The day the holiday is observed, 'YYYY-MM-DD' (its own day unless that is a weekend). */
  observedOn: string;
}

/**
 * The US federal holidays of a year, on the days they are observed. New Year's Day on a Saturday
 * is observed on December 31 of the year before, so a year's list may start in the previous year.
 */
export function usFederalHolidays(year: number): Holiday[] {
  const holidays: [string, Date, Date?][] = [
    ["New Year's Day", observed(year, 1, 1), fixed(year, 1, 1)],
    ['Martin Luther King Jr. Day', nthWeekday(year, 1, MONDAY, 3)],
    ["Presidents' Day", nthWeekday(year, 2, MONDAY, 3)],
    ['Memorial Day', lastWeekday(year, 5, MONDAY)],
    ...(year >= JUNETEENTH_SINCE
      ? [['Juneteenth', observed(year, 6, 19), fixed(year, 6, 19)] as [string, Date, Date]]
      : []),
    ['Independence Day', observed(year, 7, 4), fixed(year, 7, 4)],
    ['Labor Day', nthWeekday(year, 9, MONDAY, 1)],
    ['Columbus Day', nthWeekday(year, 10, MONDAY, 2)],
    ['Veterans Day', observed(year, 11, 11), fixed(year, 11, 11)],
    ['Thanksgiving', nthWeekday(year, 11, THURSDAY, 4)],
    ['Christmas Day', observed(year, 12, 25), fixed(year, 12, 25)],
  ];
  return holidays.map(([name, date, own = date]) => ({ name, on: toDay(own), observedOn: toDay(date) }));
}

/**
 * The holiday on a day, if any: the day it is observed, or its own day. The lab works Saturdays,
 * so a holiday that falls on one closes it twice: on the Saturday itself and on the Friday before,
 * when its suppliers and carriers observe it.
 */
export function holidayOn(day: string): Holiday | undefined {
  const year = parseDay(day, 'day').getUTCFullYear();
  // Next year's New Year's Day may be observed on this year's December 31.
  return [...usFederalHolidays(year), ...usFederalHolidays(year + 1)].find(
    (holiday) => holiday.observedOn === day || holiday.on === day,
  );
}

/** Whether the lab works on a day: Monday to Saturday, except federal holidays (own or observed). */
export function isLabWorkingDay(day: string): boolean {
  return parseDay(day, 'day').getUTCDay() !== SUNDAY && holidayOn(day) === undefined;
}

/** Rush halves the turnaround, rounded up, and still takes at least one working day. */
export function rushWorkingDays(turnaroundWorkingDays: number): number {
  return Math.max(1, Math.ceil(turnaroundWorkingDays / 2));
}

/**
 * The first day a case can be due: the turnaround's last working day, counting working days
 * after the day the case was received (a case received on a Sunday or a holiday starts counting
 * on the next working day like any other).
 */
export function earliestDueDate(receivedOn: string, turnaroundWorkingDays: number, rush: boolean): string {
  if (!Number.isInteger(turnaroundWorkingDays) || turnaroundWorkingDays < 1) {
    throw new RangeError(
      `turnaroundWorkingDays must be a whole number of days from 1, got ${turnaroundWorkingDays}`,
    );
  }
  const days = rush ? rushWorkingDays(turnaroundWorkingDays) : turnaroundWorkingDays;
  let date = parseDay(receivedOn, 'receivedOn');
  let counted = 0;
  while (counted < days) {
    date = addDays(date, 1);
    if (isLabWorkingDay(toDay(date))) counted += 1;
  }
  return toDay(date);
}

/** Whether a due date the office asks for leaves the lab its turnaround (same day or later). */
export function canMeetDueDate(requested: string, earliest: string): boolean {
  return parseDay(requested, 'requested').getTime() >= parseDay(earliest, 'earliest').getTime();
}

/** 'Monday, December 14, 2026', as the lab writes a day to an office. */
export function formatLongDay(day: string): string {
  return parseDay(day, 'day').toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Why the lab cannot deliver on the day an office asks for, as the office reads it; undefined when
 * it can. `earliest` is the earliest due date of the restoration with or without rush; `kind`
 * names the restoration in the message ("a crown", "a rush bridge"), a case when not known yet.
 */
export function dueDateProblem(
  requested: string,
  earliest: string,
  { kind, rush }: { kind?: RestorationKind; rush: boolean },
): string | undefined {
  if (!isCalendarDay(requested)) return 'Enter the due date as a real day, YYYY-MM-DD.';
  if (!canMeetDueDate(requested, earliest)) {
    const noun = kind ? restorationKindLabels[kind].toLowerCase() : 'case';
    const what = rush ? `a rush ${noun}` : `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
    return (
      `The lab cannot deliver ${what} by ${formatLongDay(requested)}: the earliest is ${formatLongDay(earliest)}.` +
      (rush ? '' : ' Choose that day or later, or ask for a rush.')
    );
  }
  if (!isLabWorkingDay(requested)) {
    const holiday = holidayOn(requested);
    return `The lab does not deliver on ${formatLongDay(requested)}${holiday ? ` (${holiday.name})` : ''}: choose a working day, Monday to Saturday.`;
  }
  return undefined;
}

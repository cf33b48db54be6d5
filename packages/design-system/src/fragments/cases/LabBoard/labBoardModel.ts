import { caseStages, isLabWorkingDay, type CaseStage, type CaseSummary } from '@idl/api-contract';

/** What a card of the board reads of a case: the API's `CaseSummary` can be passed whole. */
export type LabBoardCase = Pick<
  CaseSummary,
  | 'id'
  | 'patientReference'
  | 'practiceName'
  | 'product'
  | 'teeth'
  | 'dueDate'
  | 'rush'
  | 'stage'
  | 'holdQuestion'
>;

/** The board's columns: every stage up to shipped (a delivered case has left the board). */
export const labBoardStages = caseStages.filter(
  (stage): stage is Exclude<CaseStage, 'delivered'> => stage !== 'delivered',
);
export type LabBoardStage = (typeof labBoardStages)[number];

/** Stages in which a case is still the lab's work: its due day counts in the workload. */
const inLab = (stage: CaseStage) => stage !== 'shipped' && stage !== 'delivered';

/** late: due before today; today: due today; later: due after. */
export type LabBoardUrgency = 'late' | 'today' | 'later';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** How many calendar days a case due on `dueDate` is late on `today` (0 when it is not). */
export function daysLate(dueDate: string, today: string): number {
  return Math.max(0, dayNumber(today) - dayNumber(dueDate));
}

export function urgencyOf(labCase: Pick<LabBoardCase, 'dueDate'>, today: string): LabBoardUrgency {
  if (labCase.dueDate < today) return 'late';
  return labCase.dueDate === today ? 'today' : 'later';
}

const urgencyRank: Record<LabBoardUrgency, number> = { late: 0, today: 1, later: 2 };

/**
 * The order the lab works in: late cases first, then today's, then the rest. In each of these the
 * cases the lab can work on come before those on hold (waiting for the office's answer), then by
 * due day, a rush before the others on the same day, then the case sent first (lower number).
 * A new array; `today` is 'YYYY-MM-DD', passed in so the order never depends on the clock.
 */
export function sortLabBoardCases<Case extends LabBoardCase>(cases: readonly Case[], today: string): Case[] {
  return [...cases].sort(
    (a, b) =>
      urgencyRank[urgencyOf(a, today)] - urgencyRank[urgencyOf(b, today)] ||
      Number(a.holdQuestion !== null) - Number(b.holdQuestion !== null) ||
      a.dueDate.localeCompare(b.dueDate) ||
      Number(b.rush) - Number(a.rush) ||
      a.id - b.id,
  );
}

export interface LabBoardColumn<Case extends LabBoardCase = LabBoardCase> {
  stage: LabBoardStage;
  cases: Case[];
}

/** A column per stage up to shipped, each in the lab's order; delivered cases are left out. */
export function labBoardColumns<Case extends LabBoardCase>(
  cases: readonly Case[],
  today: string,
): LabBoardColumn<Case>[] {
  const sorted = sortLabBoardCases(cases, today);
  return labBoardStages.map((stage) => ({ stage, cases: sorted.filter((each) => each.stage === stage) }));
}

export interface LabWorkload {
  /** Cases still in the lab whose due day has passed. */
  late: number;
  /** The working days from today on (today only if the lab works that day), with the cases due. */
  days: { day: string; due: number }[];
}

function nextDay(day: string): string {
  return new Date((dayNumber(day) + 1) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The lab's work still to do per day: for each of the next `count` working days (Monday to
 * Saturday, no US holidays), how many cases not yet shipped are due that day, and how many are late.
 */
export function labWorkload(cases: readonly LabBoardCase[], today: string, count: number): LabWorkload {
  const open = cases.filter((each) => inLab(each.stage));
  const days: LabWorkload['days'] = [];
  for (let day = today; days.length < count; day = nextDay(day)) {
    if (isLabWorkingDay(day)) days.push({ day, due: open.filter((each) => each.dueDate === day).length });
  }
  return { late: open.filter((each) => each.dueDate < today).length, days };
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** 'Tue' for '2026-12-01': the day of the week a calendar day falls on, never shifted by a zone. */
export function weekdayOf(day: string): string {
  return weekday.format(new Date(`${day}T00:00:00Z`));
}

/** '1 case', '3 cases'. */
export function casesCount(count: number): string {
  return `${count} ${count === 1 ? 'case' : 'cases'}`;
}

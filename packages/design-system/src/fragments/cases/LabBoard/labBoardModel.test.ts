import { describe, expect, it } from 'vitest';
import {
  daysLate,
  labBoardColumns,
  labWorkload,
  sortLabBoardCases,
  type LabBoardCase,
} from './labBoardModel';

const today = '2026-12-01';

const labCase = (id: number, dueDate: string, more: Partial<LabBoardCase> = {}): LabBoardCase => ({
  id,
  patientReference: `P-${id}`,
  practiceName: 'Bright Smiles Dental',
  product: { id: 11, name: 'Full-contour zirconia crown' },
  teeth: [14],
  dueDate,
  rush: false,
  stage: 'design',
  holdQuestion: null,
  ...more,
});

const ids = (cases: readonly LabBoardCase[]) => cases.map((each) => each.id);

describe('sortLabBoardCases', () => {
  it('puts late cases first, then today’s, then the rest by due day', () => {
    const cases = [
      labCase(1, '2026-12-04'),
      labCase(2, '2026-12-01'),
      labCase(3, '2026-11-30'),
      labCase(4, '2026-12-02'),
      labCase(5, '2026-11-27'),
    ];
    expect(ids(sortLabBoardCases(cases, today))).toEqual([5, 3, 2, 4, 1]);
  });

  it('puts a rush first among cases due the same day, then the case sent first', () => {
    const cases = [
      labCase(7, '2026-12-03'),
      labCase(6, '2026-12-03'),
      labCase(8, '2026-12-03', { rush: true }),
    ];
    expect(ids(sortLabBoardCases(cases, today))).toEqual([8, 6, 7]);
  });

  it('puts a case on hold after those the lab can work on, in each group', () => {
    const held = { holdQuestion: 'Which shade, A2 or A3?' };
    const cases = [
      labCase(1, '2026-11-27', held),
      labCase(2, '2026-11-30'),
      labCase(3, '2026-12-01', held),
      labCase(4, '2026-12-01'),
      labCase(5, '2026-12-02'),
    ];
    expect(ids(sortLabBoardCases(cases, today))).toEqual([2, 1, 4, 3, 5]);
  });

  it('follows the day it is told is today, not the clock', () => {
    const cases = [labCase(1, '2026-12-03'), labCase(2, '2026-12-02', { holdQuestion: 'Which shade?' })];
    // Both due later: the case the lab can work on first.
    expect(ids(sortLabBoardCases(cases, '2026-12-01'))).toEqual([1, 2]);
    // On the 2nd the held case is due today, ahead of one due tomorrow.
    expect(ids(sortLabBoardCases(cases, '2026-12-02'))).toEqual([2, 1]);
  });

  it('leaves the list it was given as it was', () => {
    const cases = [labCase(1, '2026-12-04'), labCase(2, '2026-11-30')];
    sortLabBoardCases(cases, today);
    expect(ids(cases)).toEqual([1, 2]);
  });
});

describe('labBoardColumns', () => {
  it('gives a column per stage up to shipped, each sorted, and leaves delivered cases out', () => {
    const columns = labBoardColumns(
      [
        labCase(1, '2026-12-04', { stage: 'received' }),
        labCase(2, '2026-11-30', { stage: 'received' }),
        labCase(3, '2026-11-25', { stage: 'delivered' }),
        labCase(4, '2026-12-02', { stage: 'shipped' }),
      ],
      today,
    );
    expect(columns.map((column) => column.stage)).toEqual([
      'received',
      'design',
      'milling_printing',
      'finishing',
      'quality_check',
      'shipped',
    ]);
    expect(ids(columns[0]!.cases)).toEqual([2, 1]);
    expect(ids(columns[5]!.cases)).toEqual([4]);
    expect(columns.flatMap((column) => ids(column.cases))).not.toContain(3);
  });
});

describe('labWorkload', () => {
  it('counts the cases due on each of the next working days, skipping Sunday', () => {
    const workload = labWorkload(
      [
        labCase(1, '2026-12-01'),
        labCase(2, '2026-12-01', { stage: 'finishing' }),
        labCase(3, '2026-12-05'),
        labCase(4, '2026-12-07'),
        labCase(5, '2026-11-27'),
      ],
      today,
      6,
    );
    expect(workload.days).toEqual([
      { day: '2026-12-01', due: 2 },
      { day: '2026-12-02', due: 0 },
      { day: '2026-12-03', due: 0 },
      { day: '2026-12-04', due: 0 },
      { day: '2026-12-05', due: 1 },
      { day: '2026-12-07', due: 1 },
    ]);
    expect(workload.late).toBe(1);
  });

  it('counts only the lab’s work: shipped and delivered cases are done', () => {
    const workload = labWorkload(
      [labCase(1, '2026-12-01', { stage: 'shipped' }), labCase(2, '2026-11-30', { stage: 'delivered' })],
      today,
      1,
    );
    expect(workload).toEqual({ late: 0, days: [{ day: '2026-12-01', due: 0 }] });
  });

  it('starts on the next working day when today is a Sunday or a holiday', () => {
    // Christmas Day 2026 is a Friday; the 27th a Sunday.
    expect(labWorkload([], '2026-12-25', 2).days.map((each) => each.day)).toEqual([
      '2026-12-26',
      '2026-12-28',
    ]);
  });
});

describe('daysLate', () => {
  it('counts calendar days past the due day, and 0 when not late', () => {
    expect(daysLate('2026-11-27', today)).toBe(4);
    expect(daysLate('2026-12-01', today)).toBe(0);
    expect(daysLate('2026-12-04', today)).toBe(0);
  });
});

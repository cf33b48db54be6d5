import { describe, expect, it } from 'vitest';
import {
  canMeetDueDate,
  dueDateProblem,
  earliestDueDate,
  holidayOn,
  isLabWorkingDay,
  rushWorkingDays,
  usFederalHolidays,
} from './due-dates';

describe('US federal holidays', () => {
  it('are observed in 2026 on the days the federal calendar gives', () => {
    expect(usFederalHolidays(2026)).toEqual([
      { name: "New Year's Day", on: '2026-01-01', observedOn: '2026-01-01' },
      { name: 'Martin Luther King Jr. Day', on: '2026-01-19', observedOn: '2026-01-19' },
      { name: "Presidents' Day", on: '2026-02-16', observedOn: '2026-02-16' },
      { name: 'Memorial Day', on: '2026-05-25', observedOn: '2026-05-25' },
      { name: 'Juneteenth', on: '2026-06-19', observedOn: '2026-06-19' },
      // July 4, 2026 is a Saturday: observed on Friday July 3.
      { name: 'Independence Day', on: '2026-07-04', observedOn: '2026-07-03' },
      { name: 'Labor Day', on: '2026-09-07', observedOn: '2026-09-07' },
      { name: 'Columbus Day', on: '2026-10-12', observedOn: '2026-10-12' },
      { name: 'Veterans Day', on: '2026-11-11', observedOn: '2026-11-11' },
      { name: 'Thanksgiving', on: '2026-11-26', observedOn: '2026-11-26' },
      { name: 'Christmas Day', on: '2026-12-25', observedOn: '2026-12-25' },
    ]);
  });

  it('move a Saturday holiday to the Friday before and a Sunday one to the Monday after', () => {
    // Veterans Day 2023 fell on a Saturday, Christmas 2022 on a Sunday.
    expect(holidayOn('2023-11-10')?.name).toBe('Veterans Day');
    expect(holidayOn('2022-12-26')?.name).toBe('Christmas Day');
    // New Year's Day 2022 was a Saturday: observed on Friday December 31, 2021.
    expect(holidayOn('2021-12-31')?.name).toBe("New Year's Day");
    expect(usFederalHolidays(2022)[0]).toEqual({
      name: "New Year's Day",
      on: '2022-01-01',
      observedOn: '2021-12-31',
    });
    // The lab, open on Saturdays, is also closed on the holiday's own day.
    expect(holidayOn('2022-01-01')?.name).toBe("New Year's Day");
    expect(holidayOn('2023-11-11')?.name).toBe('Veterans Day');
  });

  it('include Juneteenth from 2021, when it became one', () => {
    expect(holidayOn('2021-06-18')?.name).toBe('Juneteenth');
    expect(usFederalHolidays(2020).map((holiday) => holiday.name)).not.toContain('Juneteenth');
  });
});

describe('lab working days', () => {
  it('are Monday to Saturday, without Sundays and observed holidays', () => {
    expect(isLabWorkingDay('2026-03-14')).toBe(true); // Saturday
    expect(isLabWorkingDay('2026-03-15')).toBe(false); // Sunday
    expect(isLabWorkingDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isLabWorkingDay('2026-07-03')).toBe(false); // Independence Day, observed
    expect(isLabWorkingDay('2026-07-04')).toBe(false); // Independence Day itself, a Saturday
  });
});

describe('earliest due date', () => {
  it('skips Thanksgiving 2026', () => {
    // Received Monday Nov 23: Tue 24, Wed 25, (Thanksgiving Thu 26), Fri 27.
    expect(earliestDueDate('2026-11-23', 3, false)).toBe('2026-11-27');
  });

  it('skips Friday July 3, 2026, when July 4 (a Saturday) is observed, and July 4 itself', () => {
    // Received Thursday Jul 2: (Fri 3 observed), (Sat 4), (Sun 5), Mon 6, Tue 7.
    expect(earliestDueDate('2026-07-02', 2, false)).toBe('2026-07-07');
  });

  it('counts Saturdays and skips Sundays', () => {
    // Received Friday Mar 13: Sat 14, (Sun 15), Mon 16.
    expect(earliestDueDate('2026-03-13', 2, false)).toBe('2026-03-16');
    // Received on a Sunday: the first working day is Monday.
    expect(earliestDueDate('2026-03-15', 1, false)).toBe('2026-03-16');
  });

  it('crosses Christmas and the new year', () => {
    // Received Thursday Dec 24: (Christmas Fri 25), Sat 26, (Sun 27), Mon 28.
    expect(earliestDueDate('2026-12-24', 2, false)).toBe('2026-12-28');
    // Received Wednesday Dec 30, 2026: Thu 31, (New Year's Fri Jan 1, 2027), Sat Jan 2.
    expect(earliestDueDate('2026-12-30', 2, false)).toBe('2027-01-02');
  });

  it('halves the working days for a rush, rounded up, at least one', () => {
    expect([1, 2, 4, 5, 10].map(rushWorkingDays)).toEqual([1, 1, 2, 3, 5]);
    // Received Monday Mar 9: 5 working days end Saturday Mar 14, a rush (3) Thursday Mar 12.
    expect(earliestDueDate('2026-03-09', 5, false)).toBe('2026-03-14');
    expect(earliestDueDate('2026-03-09', 5, true)).toBe('2026-03-12');
    expect(earliestDueDate('2026-03-09', 1, true)).toBe('2026-03-10');
  });

  it('refuses a day that is not one and a turnaround that is not a whole number of days', () => {
    expect(() => earliestDueDate('2026-02-30', 5, false)).toThrow(RangeError);
    expect(() => earliestDueDate('03/09/2026', 5, false)).toThrow(RangeError);
    expect(() => earliestDueDate('2026-03-09', 0, false)).toThrow(RangeError);
    expect(() => earliestDueDate('2026-03-09', 2.5, false)).toThrow(RangeError);
  });
});

describe('a requested due date', () => {
  it('can be met on the earliest due date or later, not before', () => {
    expect(canMeetDueDate('2026-11-27', '2026-11-27')).toBe(true);
    expect(canMeetDueDate('2026-12-01', '2026-11-27')).toBe(true);
    expect(canMeetDueDate('2026-11-25', '2026-11-27')).toBe(false);
  });
});

describe('why a requested due date is refused', () => {
  it('names the restoration, both days, and rush as the way to an earlier day', () => {
    expect(dueDateProblem('2026-12-08', '2026-12-09', { kind: 'implant_crown', rush: false })).toBe(
      'The lab cannot deliver an implant crown by Tuesday, December 8, 2026: the earliest is Wednesday, December 9, 2026. Choose that day or later, or ask for a rush.',
    );
    expect(dueDateProblem('2026-12-08', '2026-12-09', { kind: 'bridge', rush: true })).toBe(
      'The lab cannot deliver a rush bridge by Tuesday, December 8, 2026: the earliest is Wednesday, December 9, 2026.',
    );
    expect(dueDateProblem('2026-12-08', '2026-12-09', { rush: false })).toMatch(
      /^The lab cannot deliver a case by/,
    );
  });

  it('refuses a Sunday or a holiday the lab can otherwise meet, and a day that does not exist', () => {
    expect(dueDateProblem('2026-12-13', '2026-12-09', { kind: 'crown', rush: false })).toBe(
      'The lab does not deliver on Sunday, December 13, 2026: choose a working day, Monday to Saturday.',
    );
    expect(dueDateProblem('2026-12-25', '2026-12-09', { kind: 'crown', rush: false })).toBe(
      'The lab does not deliver on Friday, December 25, 2026 (Christmas Day): choose a working day, Monday to Saturday.',
    );
    expect(dueDateProblem('2026-02-30', '2026-12-09', { kind: 'crown', rush: false })).toBe(
      'Enter the due date as a real day, YYYY-MM-DD.',
    );
  });

  it('says nothing about a working day on or after the earliest', () => {
    expect(dueDateProblem('2026-12-09', '2026-12-09', { kind: 'crown', rush: false })).toBeUndefined();
    expect(dueDateProblem('2026-12-12', '2026-12-09', { kind: 'crown', rush: true })).toBeUndefined();
  });
});

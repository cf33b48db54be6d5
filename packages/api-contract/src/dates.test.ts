import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatShortDateTime, parseDay, shopDay } from './dates';

describe('shop dates', () => {
  it('writes a calendar day as that day, whatever the time zone', () => {
    expect(formatDay('2026-03-14')).toBe('Mar 14, 2026');
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('writes a timestamp as the day it was in Miami', () => {
    expect(formatDay('2026-03-14T15:00:00.000Z')).toBe('Mar 14, 2026');
    // 01:30 UTC on the 15th is still the evening of the 14th in Miami.
    expect(formatDay('2026-03-15T01:30:00.000Z')).toBe('Mar 14, 2026');
  });

  it('says which day a moment is in Miami (the lab’s today)', () => {
    expect(shopDay(new Date('2026-12-01T15:00:00.000Z'))).toBe('2026-12-01');
    // 03:00 UTC on December 2 is still the evening of December 1 in Miami.
    expect(shopDay(new Date('2026-12-02T03:00:00.000Z'))).toBe('2026-12-01');
  });

  it('writes a moment with Miami time and its zone, summer and winter', () => {
    expect(formatDateTime('2026-03-14T15:05:00.000Z')).toBe('Mar 14, 2026, 11:05 AM EDT');
    expect(formatDateTime('2026-12-01T15:05:00.000Z')).toBe('Dec 1, 2026, 10:05 AM EST');
    expect(formatShortDateTime('2026-12-01T15:05:00.000Z')).toBe('Dec 1, 10:05 AM');
  });

  it('reads the forms a person in Miami types for a day', () => {
    expect(parseDay('Mar 14, 2026')).toBe('2026-03-14');
    expect(parseDay(' march 14 2026 ')).toBe('2026-03-14');
    expect(parseDay('Sept 3, 2026')).toBe('2026-09-03');
    expect(parseDay('3/14/2026')).toBe('2026-03-14');
    expect(parseDay('2026-03-14')).toBe('2026-03-14');
  });

  it('refuses what is not a day', () => {
    expect(parseDay('14/03/2026')).toBeUndefined();
    expect(parseDay('2/30/2026')).toBeUndefined();
    expect(parseDay('Mayday 1, 2026')).toBeUndefined();
    expect(parseDay('49.99')).toBeUndefined();
    expect(parseDay('')).toBeUndefined();
  });
});

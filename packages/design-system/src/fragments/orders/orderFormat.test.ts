import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderDateTime, toCents } from './orderFormat';

describe('order formatting', () => {
  it('shows dates as dd/mm/yyyy in UTC', () => {
    expect(formatOrderDate('2026-03-14T23:30:00Z')).toBe('14/03/2026');
    expect(formatOrderDate('2026-12-01')).toBe('01/12/2026');
  });
  it('adds the time in 24-hour UTC', () => {
    expect(formatOrderDateTime('2026-03-14T09:05:00Z')).toBe('14/03/2026, 09:05');
  });
  it('turns dollars into whole cents without float noise', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(396.84)).toBe(39684);
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatCompactDollars,
  formatCount,
  formatDollars,
  formatPercent,
  formatRating,
  toCents,
  wholeDollarsFormat,
} from './format';

describe('the formatting module', () => {
  it('writes dollars with a sign, thousands separators and two decimals', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(123456.78)).toBe('$123,456.78');
    expect(formatDollars(-19.99)).toBe('-$19.99');
  });

  it('writes cents the same way as the dollars they stand for', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(1999)).toBe(formatDollars(19.99));
    expect(formatCents(5)).toBe('$0.05');
  });

  it('turns dollars into whole cents, to the nearest cent', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(100);
    expect(toCents(396.84)).toBe(39684);
  });

  it('gives controls that write their own values whole dollars', () => {
    expect(new Intl.NumberFormat('en-US', wholeDollarsFormat).format(999)).toBe('$999');
  });

  it('shortens large amounts for a chart axis', () => {
    expect(formatCompactDollars(0)).toBe('$0');
    expect(formatCompactDollars(500)).toBe('$500');
    expect(formatCompactDollars(1000)).toBe('$1K');
    expect(formatCompactDollars(12500)).toBe('$12.5K');
    expect(formatCompactDollars(2_000_000)).toBe('$2M');
  });

  it('writes counts with thousands separators', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(10000)).toBe('10,000');
  });

  it('writes a rating with exactly one decimal', () => {
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(3.96)).toBe('4.0');
  });

  it('writes a percentage with at most one decimal', () => {
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(0)).toBe('0%');
  });
});

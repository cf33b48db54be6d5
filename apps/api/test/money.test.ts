import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDollars,
  salesTaxCents,
  toCents,
  toCentsAtLeast,
  toCentsAtMost,
  toDollars,
} from '../src/lib/money';

describe('money', () => {
  it('turns cents into the dollars the API answers with', () => {
    expect(toDollars(1999)).toBe(19.99);
    expect(toDollars(0)).toBe(0);
    expect(toDollars(5)).toBe(0.05);
  });

  it('turns typed dollars into whole cents, to the nearest cent', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(49)).toBe(4900);
    expect(toCents(12.344)).toBe(1234);
    expect(toCents(12.346)).toBe(1235);
  });

  it('rounds half a cent up, however the binary fraction falls', () => {
    // 1.005 * 100 is 100.49999999999999 in binary; 0.285 * 100 is 28.499999999999996.
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.285)).toBe(29);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(-1.005)).toBe(-101);
  });

  it('round-trips every cent amount of a price', () => {
    for (let cents = 0; cents < 100_000; cents += 7) expect(toCents(toDollars(cents))).toBe(cents);
  });

  it('bounds a price filter by whole cents inside the typed range', () => {
    expect(toCentsAtLeast(10)).toBe(1000);
    expect(toCentsAtLeast(10.001)).toBe(1001);
    expect(toCentsAtLeast(0.29)).toBe(29);
    expect(toCentsAtMost(10.009)).toBe(1000);
    expect(toCentsAtMost(0.29)).toBe(29);
    expect(toCentsAtMost(19.99)).toBe(1999);
  });

  it('rounds sales tax to the nearest cent, half a cent up', () => {
    expect(salesTaxCents(1000, 0.07)).toBe(70);
    expect(salesTaxCents(1050, 0.07)).toBe(74); // 73.5
    expect(salesTaxCents(1049, 0.07)).toBe(73); // 73.43
    expect(salesTaxCents(15, 0.1)).toBe(2); // 1.5, though 15 * 0.1 is 1.5000000000000002
    expect(salesTaxCents(1999, 0)).toBe(0);
  });

  it('writes amounts as people read them', () => {
    expect(formatCents(1999)).toBe('$19.99');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(120000)).toBe('$1,200.00');
    expect(formatDollars(19.9)).toBe('$19.90');
  });
});

import { describe, expect, it } from 'vitest';
import { toCents } from './orderFormat';

// Dates: packages/api-contract/src/dates.test.ts (one format for the whole shop).
describe('order formatting', () => {
  it('turns dollars into whole cents without float noise', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(396.84)).toBe(39684);
  });
});

import { describe, expect, it } from 'vitest';
import { archOf, restorationKinds, validateSpan } from './teeth';

describe('Universal tooth numbers', () => {
  it('puts 1 to 16 in the upper arch and 17 to 32 in the lower', () => {
    expect([1, 8, 16].map(archOf)).toEqual(['upper', 'upper', 'upper']);
    expect([17, 24, 32].map(archOf)).toEqual(['lower', 'lower', 'lower']);
  });

  it('refuses teeth that do not exist, for every kind of restoration', () => {
    for (const kind of restorationKinds) {
      expect(validateSpan([0], kind)).toEqual(['Tooth 0 does not exist: use Universal numbers 1 to 32.']);
      expect(validateSpan([33], kind)).toEqual(['Tooth 33 does not exist: use Universal numbers 1 to 32.']);
    }
    expect(validateSpan([3.5, 4], 'bridge')).toEqual([
      'Tooth 3.5 does not exist: use Universal numbers 1 to 32.',
    ]);
  });

  it('refuses a tooth chosen twice', () => {
    expect(validateSpan([3, 4, 4], 'bridge')).toEqual([
      'Tooth 4 is chosen more than once: choose each tooth once.',
    ]);
    expect(validateSpan([8, 8], 'crown')).toEqual([
      'Tooth 8 is chosen more than once: choose each tooth once.',
    ]);
  });

  it('asks for a tooth when none is chosen', () => {
    expect(validateSpan([], 'crown')).toEqual(['Choose the tooth to restore.']);
    expect(validateSpan([], 'bridge')).toEqual(['Choose the teeth the bridge joins.']);
  });
});

describe('single-tooth restorations', () => {
  it('take any one tooth', () => {
    expect(validateSpan([1], 'crown')).toEqual([]);
    expect(validateSpan([8], 'veneer')).toEqual([]);
    expect(validateSpan([19], 'inlay_onlay')).toEqual([]);
    expect(validateSpan([30], 'implant_crown')).toEqual([]);
  });

  it('refuse several teeth and point to a bridge', () => {
    expect(validateSpan([4, 3], 'crown')).toEqual([
      'A crown restores one tooth: choose one of 3 and 4, or a bridge to join teeth.',
    ]);
    expect(validateSpan([7, 8, 9], 'implant_crown')).toEqual([
      'An implant crown restores one tooth: choose one of 7, 8 and 9, or a bridge to join teeth.',
    ]);
    expect(validateSpan([30, 31], 'inlay_onlay')).toEqual([
      'An inlay or onlay restores one tooth: choose one of 30 and 31, or a bridge to join teeth.',
    ]);
  });
});

describe('bridges', () => {
  it('join 2 or more teeth in a row in one arch, chosen in any order', () => {
    expect(validateSpan([3, 4, 5], 'bridge')).toEqual([]);
    expect(validateSpan([5, 3, 4], 'bridge')).toEqual([]);
    expect(validateSpan([8, 9], 'bridge')).toEqual([]);
    expect(validateSpan([18, 19, 20, 21], 'bridge')).toEqual([]);
    expect(validateSpan([15, 16], 'bridge')).toEqual([]);
    expect(validateSpan([31, 32], 'bridge')).toEqual([]);
  });

  it('refuse a gap between teeth', () => {
    expect(validateSpan([3, 4, 6], 'bridge')).toEqual([
      'A bridge joins teeth next to each other in one arch: 3, 4 and 6 are not.',
    ]);
  });

  it('refuse crossing from one arch to the other, 16|17 or 32|1', () => {
    expect(validateSpan([16, 17], 'bridge')).toEqual([
      'A bridge stays in one arch: 16 is upper, 17 is lower.',
    ]);
    expect(validateSpan([32, 1], 'bridge')).toEqual(['A bridge stays in one arch: 1 is upper, 32 is lower.']);
    expect(validateSpan([15, 16, 17, 18], 'bridge')).toEqual([
      'A bridge stays in one arch: 15 and 16 are upper, 17 and 18 are lower.',
    ]);
  });

  it('refuse a single tooth', () => {
    expect(validateSpan([3], 'bridge')).toEqual([
      'A bridge joins 2 or more teeth next to each other: tooth 3 is alone.',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { keepGap } from './RangeSlider';

describe('keepGap', () => {
  it('leaves ranges that respect the gap alone', () => {
    expect(keepGap([10, 20], [9, 20], 1)).toEqual([10, 20]);
  });

  it('pushes back the thumb that moved', () => {
    expect(keepGap([500, 500], [499, 500], 1)).toEqual([499, 500]);
    expect(keepGap([499, 499], [499, 500], 1)).toEqual([499, 500]);
  });
});

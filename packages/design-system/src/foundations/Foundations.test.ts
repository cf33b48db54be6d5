import { describe, expect, it } from 'vitest';
import { tokens } from '../theme/tokens';
import { contrast, contrastGrade } from './Foundations';

describe('foundations: colour contrast', () => {
  it('computes WCAG ratios and grades them', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastGrade(contrast('#000000', '#ffffff'))).toBe('AA text');
    expect(contrastGrade(3.2)).toBe('AA large text and controls');
    expect(contrastGrade(1.5)).toBe('decorative only');
    expect(contrast(tokens.color.overlay, '#ffffff')).toBeUndefined();
  });

  it('text colours meet AA for body text on the page, and field outlines 3:1', () => {
    for (const name of ['text', 'textMuted', 'brand', 'critical', 'success', 'warning'] as const) {
      expect(contrast(tokens.color[name], tokens.color.surface), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(tokens.color.borderStrong, tokens.color.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(tokens.color.focus, tokens.color.surface)).toBeGreaterThanOrEqual(3);
  });
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../../theme/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.xl,
});

/** The error spans the row the two cards share. */
export const wide = style({ gridColumn: '1 / -1' });

export const value = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const foot = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const change = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
  },
  variants: {
    direction: {
      up: { background: vars.color.successSoft, color: vars.color.success },
      down: { background: vars.color.criticalSoft, color: vars.color.critical },
      flat: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
});

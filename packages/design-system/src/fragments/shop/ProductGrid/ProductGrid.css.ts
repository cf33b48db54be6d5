import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const sort = style({ minWidth: '220px' });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
      gap: vars.space.xl,
    },
  },
});

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
});

export const pagination = style({ display: 'flex', justifyContent: 'center' });

import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';
import { focusRing } from '../../../theme/focusRing';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  height: '100%',
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const logo = style({
  flexShrink: 0,
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  objectFit: 'contain',
  background: vars.color.surfaceMuted,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRing,
    '&:hover': { textDecoration: 'underline' },
  },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const empty = style({
  padding: vars.space.xxxl,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});

import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../packages/design-system/src/theme/tokens';
import { vars } from '../../packages/design-system/src/theme/vars.css';

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

/** Stand-in for the shared header, which another fragment provides at assembly. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.brandStrong,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
});

export const brand = style({
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const standIn = style({ fontSize: vars.fontSize.xs });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { padding: vars.space.xl } },
});

export const footer = style({
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const pageTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const shopLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: '260px minmax(0, 1fr)' },
  },
});

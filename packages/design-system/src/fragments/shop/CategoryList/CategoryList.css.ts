import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const tree = style({
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

export const parent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const parentLink = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const children = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  listStyle: 'none',
  borderLeft: `${vars.borderWidth.medium} solid ${vars.color.border}`,
});

export const childLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.brand } },
});

export const empty = style({
  padding: vars.space.xxxl,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});

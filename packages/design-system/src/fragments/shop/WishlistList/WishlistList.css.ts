import { globalStyle, style } from '@vanilla-extract/css';
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

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const image = style({
  display: 'block',
  width: '96px',
  height: '96px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const actions = style({ marginTop: vars.space.sm });

export const remove = style({});
globalStyle(`${remove} button`, { color: vars.color.critical });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxxl,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});

export const shopLink = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/vars.css';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  height: '100%',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surface,
  borderRight: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontFamily: vars.font.body,
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  paddingLeft: vars.space.md,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
});

export const brandNote = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wider,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.textInverse,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

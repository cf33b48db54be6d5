import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const screen = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 767px)': { padding: vars.space.lg } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '440px',
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (max-width: 767px)': { padding: vars.space.xl } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const logoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The form inside the card. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });

export const inlineLink = style({
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
});

export const forgot = style({ alignSelf: 'flex-end' });

export const footer = style({ textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const social = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border },
  },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'center' });

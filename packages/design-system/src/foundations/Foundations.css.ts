import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/vars.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'middle',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const head = style([
  cell,
  {
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    textTransform: 'uppercase',
    letterSpacing: vars.letterSpacing.wide,
    color: vars.color.textMuted,
  },
]);

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.xs,
});

export const swatch = style({
  width: '48px',
  height: '32px',
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const grade = style({ color: vars.color.textMuted });

export const bar = style({ height: '16px', background: vars.color.brand, borderRadius: vars.radius.sm });

export const box = style({
  width: '96px',
  height: '64px',
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const shadowBox = style({
  width: '120px',
  height: '72px',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const focusSample = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.semibold,
  ...focusRing,
});

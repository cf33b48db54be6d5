import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingRight: vars.space.xxxl });

export const leadingImage = style({
  position: 'absolute',
  left: vars.space.md,
  pointerEvents: 'none',
});

export const inputWithImage = style({ paddingLeft: vars.space.xxxl });

export const toggle = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
});

export const image = style({
  width: vars.space.xl,
  height: vars.space.lg,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

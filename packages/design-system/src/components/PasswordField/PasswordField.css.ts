import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../theme/focusRing';

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingRight: vars.space.xxxl });

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
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
  },
});

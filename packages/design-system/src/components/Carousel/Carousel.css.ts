import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../theme/focusRing';

export const root = style({
  position: 'relative',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const viewport = style({ borderRadius: vars.radius.md });

export const slide = style({ minWidth: 0 });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
});

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
    '&[data-focus-visible]': focusRing,
  },
});

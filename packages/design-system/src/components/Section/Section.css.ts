import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../theme/focusRing';

export const section = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
  },
});

export const chevron = style({
  flexShrink: 0,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
});

export const panel = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

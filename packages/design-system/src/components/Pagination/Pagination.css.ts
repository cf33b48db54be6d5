import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../theme/focusRing';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const page = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '40px',
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted },
    '&[aria-current=page]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textInverse,
    },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
    '&[data-focus-visible]': focusRing,
  },
});

export const gap = style({ padding: `0 ${vars.space.xs}`, color: vars.color.textMuted });

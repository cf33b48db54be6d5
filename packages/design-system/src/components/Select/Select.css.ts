import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
    '[data-invalid] &': { borderColor: vars.color.critical },
  },
});

export const value = style({
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

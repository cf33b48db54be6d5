import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRingTight } from '../../theme/focusRing';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRingTight,
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
    '[data-invalid] &': { borderColor: vars.color.critical },
  },
});

export const value = style({
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

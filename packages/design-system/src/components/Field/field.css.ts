import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRingTight } from '../../theme/focusRing';

/** Shared look of every form field: label on top, then control, description and error text. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const errorText = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
});

export const input = style({
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&[data-focused]': focusRingTight,
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const textarea = style([input, { minHeight: '120px', resize: 'vertical' }]);

/** The popover list shared by Select, Combobox and Menu. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'auto',
  zIndex: vars.zIndex.dropdown,
  fontFamily: vars.font.body,
});

export const listBox = style({
  outline: 'none',
  padding: vars.space.xs,
});

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing, focusRingInset } from '../../theme/focusRing';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `${vars.borderWidth.thick} solid transparent`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

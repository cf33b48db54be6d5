import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../theme/focusRing';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: '44px',
  height: vars.space.xl,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brand, justifyContent: 'flex-end' },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

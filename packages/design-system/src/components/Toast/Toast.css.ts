import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../theme/focusRing';

export const region = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  maxWidth: `calc(100vw - ${vars.space.xxl})`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minWidth: '280px',
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderLeft: `${vars.borderWidth.accent} solid`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.md,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.success, background: vars.color.successSoft },
      error: { borderLeftColor: vars.color.critical, background: vars.color.criticalSoft },
      warning: { borderLeftColor: vars.color.warning, background: vars.color.warningSoft },
    },
  },
});

export const content = style({ flex: 1 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
  },
});

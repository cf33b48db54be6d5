import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../theme/focusRing';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.control,
    height: vars.size.control,
    border: 'none',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xl,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted } },
      },
      primary: {
        background: vars.color.brand,
        color: vars.color.textInverse,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.brandStrong } },
      },
    },
  },
  defaultVariants: { variant: 'ghost' },
});

export const count = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});

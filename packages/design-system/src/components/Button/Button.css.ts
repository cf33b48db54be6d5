import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../theme/focusRing';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.textInverse,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.brandSoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted } },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.textInverse,
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.md}`, minHeight: '32px' },
      md: {
        fontSize: vars.fontSize.md,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        minHeight: vars.size.control,
      },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

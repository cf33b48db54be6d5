import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.brand,
    borderRadius: vars.radius.full,
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: vars.space.lg, height: vars.space.lg, borderWidth: vars.space.xxs },
      md: { width: vars.space.xxl, height: vars.space.xxl, borderWidth: vars.space.xs },
      lg: { width: vars.space.xxxl, height: vars.space.xxxl, borderWidth: vars.space.xs },
    },
  },
  defaultVariants: { size: 'md' },
});

export const label = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

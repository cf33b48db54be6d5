import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const price = recipe({
  base: {
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const compareAt = style({
  marginLeft: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  textDecoration: 'line-through',
});

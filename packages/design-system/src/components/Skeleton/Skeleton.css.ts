import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.border,
    animation: `${pulse} 1.5s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: vars.fontSize.md, borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full },
    },
  },
});

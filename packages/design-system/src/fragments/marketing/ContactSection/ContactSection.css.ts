import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: '3fr 2fr' },
  },
});

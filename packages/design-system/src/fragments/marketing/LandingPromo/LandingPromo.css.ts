import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const imageFirst = style({
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  alignItems: 'flex-start',
});

export const points = style({ margin: 0, paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.xs });

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg, display: 'block' });

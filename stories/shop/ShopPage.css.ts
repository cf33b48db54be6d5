import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../packages/design-system/src/theme/tokens';
import { vars } from '../../packages/design-system/src/theme/vars.css';

export const pageTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

/** Filters beside the grid from tablet width up, above it on a phone. */
export const shopLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: '260px minmax(0, 1fr)' },
  },
});

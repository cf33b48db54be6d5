import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../packages/design-system/src/theme/tokens';
import { vars } from '../../packages/design-system/src/theme/vars.css';

/** Header, content and footer stacked; the footer sits at the bottom of short pages. */
export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

/** The customer pages' content column between header and footer. */
export const customerMain = style({
  flex: 1,
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { padding: vars.space.xl } },
});

/** The marketing pages' content: full-width sections that bring their own spacing. */
export const marketingMain = style({ flex: 1, width: '100%' });

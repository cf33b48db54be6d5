import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../../theme/tokens';
import { vars } from '../../../../theme/vars.css';

const wide = `screen and (min-width: ${breakpoints.desktop}px)`;

export const shell = style({
  position: 'relative',
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.body,
});

/** Hidden on tablets until the menu button opens it; always shown from desktop width. */
export const side = style({
  display: 'none',
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  width: '240px',
  zIndex: vars.zIndex.overlay,
  boxShadow: vars.shadow.lg,
  flexDirection: 'column',
  background: vars.color.surface,
  selectors: { '&[data-open="true"]': { display: 'flex' } },
  '@media': {
    [wide]: {
      display: 'flex',
      position: 'sticky',
      top: 0,
      height: '100vh',
      flexShrink: 0,
      boxShadow: 'none',
    },
  },
});

export const closeRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.sm} ${vars.space.sm} 0`,
  borderRight: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': { [wide]: { display: 'none' } },
});

/** The side menu fills the rest of the panel's height. */
export const sideMenu = style({ flex: 1, minHeight: 0 });

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, padding: vars.space.xl, minWidth: 0 });

export const menuButton = style({ '@media': { [wide]: { display: 'none' } } });

import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../../theme/tokens';
import { vars } from '../../../../theme/vars.css';

export const dashboard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

/** Chart and products side by side on wide screens; stacked below 1200 px. */
export const middle = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [`screen and (min-width: ${breakpoints.wide - 80}px)`]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    },
  },
});

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
  color: vars.color.critical,
  textAlign: 'center',
});

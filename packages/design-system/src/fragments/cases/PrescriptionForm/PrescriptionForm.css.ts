import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: vars.size.content,
  minWidth: 0,
});

/** One part of the prescription under its heading. */
export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Two fields side by side from tablet up, stacked on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const message = style({ color: vars.color.critical, fontWeight: vars.fontWeight.semibold });

/** On its own (no `className` from the block it stands in): the reason above its button. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

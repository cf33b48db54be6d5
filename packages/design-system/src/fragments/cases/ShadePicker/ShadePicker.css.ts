import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

/** The select keeps to about five touch targets' width instead of spanning a wide form. */
export const shade = style({
  alignSelf: 'flex-start',
  minWidth: `calc(${vars.size.control} * 5)`,
  maxWidth: '100%',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

/** Same centred column as the marketing bands around it. */
export const inner = style({
  maxWidth: '1120px',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@idl/design-system';

/** Same centred column as the marketing bands around it. */
export const inner = style({
  maxWidth: '1120px',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

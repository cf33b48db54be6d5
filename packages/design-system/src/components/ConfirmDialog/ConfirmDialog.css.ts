import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const error = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
});

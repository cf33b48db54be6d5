import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const summary = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.semibold,
});

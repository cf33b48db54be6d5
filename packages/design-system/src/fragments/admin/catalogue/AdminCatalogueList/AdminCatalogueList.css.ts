import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const name = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const heading = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const search = style({ width: '320px', maxWidth: '100%' });

// Long words still break when they alone are wider than the column.
export const wrap = style({ whiteSpace: 'normal', overflowWrap: 'break-word' });

export const nowrap = style({ whiteSpace: 'nowrap' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.md} 0`,
  selectors: {
    '&:not(:last-child)': { borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}` },
  },
});

export const empty = style({
  padding: `${vars.space.xl} 0`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/vars.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.lg,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const value = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  selectors: {
    '&:not(:last-child)': { borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}` },
  },
});

export const mail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const subject = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const reason = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  overflowWrap: 'anywhere',
});

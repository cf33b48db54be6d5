import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { phoneQuery } from '../layout.css';

export const header = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  maxWidth: vars.size.page,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.xl}`,
  '@media': { [phoneQuery]: { padding: vars.space.sm } },
});

export const nav = style({ display: 'flex', justifyContent: 'center', flex: 1 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

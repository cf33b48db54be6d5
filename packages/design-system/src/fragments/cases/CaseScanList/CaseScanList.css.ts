import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const file = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.semibold });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontFamily: vars.font.body });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const methods = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const method = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const methodName = style({ fontWeight: vars.fontWeight.semibold });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.xxs,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, paddingRight: vars.space.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

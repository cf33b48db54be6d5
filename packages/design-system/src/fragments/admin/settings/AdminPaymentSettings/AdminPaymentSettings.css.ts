import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '720px',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const intro = style({ color: vars.color.textMuted });

export const methods = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const method = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const legend = style({ padding: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const methodActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const empty = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const saved = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });

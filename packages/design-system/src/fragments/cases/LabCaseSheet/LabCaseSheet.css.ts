import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const hold = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `${vars.borderWidth.accent} solid ${vars.color.warning}`,
  background: vars.color.surfaceMuted,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const inlineList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

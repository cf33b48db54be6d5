import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const summary = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.md });

export const average = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.lg} 0`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const reviewHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const author = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const comment = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const empty = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const more = style({ alignSelf: 'center' });

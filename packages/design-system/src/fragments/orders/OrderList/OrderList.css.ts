import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { focusRing } from '../../../theme/focusRing';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.space.xxxl} minmax(0, 1fr)`,
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-within': focusRing,
  },
});

export const image = style({
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const productTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** The whole card is the link's click area; the focus ring is drawn on the card. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.brand, textDecoration: 'underline' },
  },
});

export const others = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** Above the card's stretched link, so the button gets its own clicks. */
export const payNow = style({ position: 'relative', zIndex: 1, alignSelf: 'flex-start' });

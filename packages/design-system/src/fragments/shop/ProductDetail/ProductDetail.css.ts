import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';
import { focusRing, focusRingInset } from '../../../theme/focusRing';

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: vars.space.xxl,
    },
  },
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const heart = style({ flexShrink: 0, color: vars.color.critical });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const category = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const description = style({
  whiteSpace: 'pre-line',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const optionValue = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'baseline' });

export const optionNote = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxxl,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

// ---------- gallery ----------

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const galleryImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const thumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumb = style({
  display: 'block',
  width: '64px',
  height: '48px',
  padding: 0,
  border: `${vars.borderWidth.medium} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand },
    '&:focus-visible': focusRing,
  },
});

export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

// ---------- quantity ----------

export const quantity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  width: 'fit-content',
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const stepButton = style({
  width: vars.size.control,
  minHeight: vars.size.control,
  border: 'none',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const stepInput = style({
  width: '56px',
  border: 'none',
  textAlign: 'center',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&[data-focused]': focusRingInset },
});

// The wishlist heart is red whether empty or filled.
globalStyle(`${heart} button`, { color: vars.color.critical });

/** Said instead of empty stars and a '0.0' when nobody has reviewed the product. */
export const noReviews = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** A lab service: who orders it and how dentists reach the lab, instead of the cart's buttons. */
export const service = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
});

export const serviceTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const serviceText = style({ margin: 0, lineHeight: 1.5 });

globalStyle(`${service} a`, { color: vars.color.brandStrong, fontWeight: 600 });

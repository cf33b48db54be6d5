import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { focusRing } from '../../../theme/focusRing';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
  // Cards in a row are as tall as the tallest, so their prices and ratings line up (meta, below).
  height: '100%',
  boxSizing: 'border-box',
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

// Contain, not cover: product pictures are square and carry a caption at the bottom, which cover cropped.
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

// Under the picture, not over it: the picture stays whole.
export const badge = style({ display: 'flex' });

export const heart = style({
  position: 'absolute',
  top: vars.space.lg,
  right: vars.space.lg,
  // Above the stretched link so the heart stays clickable on its own.
  zIndex: 1,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.critical,
  boxShadow: vars.shadow.sm,
});

// The heart is red whether empty or filled; IconButton's own colour is the neutral text colour.
globalStyle(`${heart} button`, { color: vars.color.critical });

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's click target (stretched link); the heart sits above it.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRing,
    '&:hover': { textDecoration: 'underline' },
  },
});

export const meta = style({
  // The last row sits at the bottom of the card whatever the name's length.
  marginTop: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  display: 'block',
  background: vars.color.surfaceMuted,
});

export const price = style({
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const productCard = style({ padding: vars.space.lg, position: 'relative' });

/** The product's name links its page; the link's box covers the whole card, so any click opens it. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&:hover': { textDecoration: 'underline' },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../theme/focusRing';

export const display = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const stars = style({ display: 'inline-flex', gap: vars.space.xxs, color: vars.color.star });

export const star = style({ position: 'relative', display: 'inline-flex', fontSize: vars.fontSize.lg });

/** The filled part of a star, clipped to the star's fraction (e.g. half of the fifth for 4.5). */
export const fill = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  display: 'inline-flex',
});

export const value = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const radios = style({ display: 'inline-flex', gap: vars.space.xxs, color: vars.color.star });

export const radio = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xxl,
  cursor: 'pointer',
  selectors: {
    // Flush with the star: the stars sit side by side, and a ring outside one would cover the next.
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

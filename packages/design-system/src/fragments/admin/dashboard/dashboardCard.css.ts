import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

/** The white panel every dashboard block sits in. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const link = style({
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
});

/** A block whose figures could not be loaded: the reason, then Try Again. */
export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

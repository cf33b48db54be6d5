import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '100%',
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The view, or what stands in its place while it loads or when it cannot be shown. */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

/** Loading or an error, in the middle of where the view will be. */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const canvas = style({
  display: 'block',
  // Drags rotate the scan and pinches zoom it: the page must not scroll or zoom under them.
  touchAction: 'none',
  cursor: 'grab',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
});

export const progressText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const track = style({
  display: 'block',
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({ display: 'block', height: '100%', background: vars.color.brand });

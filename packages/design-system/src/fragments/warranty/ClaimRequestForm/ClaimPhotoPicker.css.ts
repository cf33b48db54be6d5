import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const label = style({ fontWeight: 600 });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const errorText = style({ fontSize: vars.fontSize.sm, color: vars.color.critical, margin: 0 });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const itemFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const name = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const progressTrack = style({
  flex: 1,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});
export const progressFill = style({ display: 'block', height: '100%', background: vars.color.brand });
export const progressText = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

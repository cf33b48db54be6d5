import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const logo = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const logoLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const preview = style({
  width: '72px',
  height: '72px',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  objectFit: 'contain',
});

export const errorText = style({ fontSize: vars.fontSize.sm, color: vars.color.critical });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const socials = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.brand}`,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  background: vars.color.surface,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The form inside an account dialog. */
export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const switchList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const nameRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });

export const avatarRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  objectFit: 'cover',
});

export const avatarName = style({ fontWeight: vars.fontWeight.semibold });

export const avatarEmail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

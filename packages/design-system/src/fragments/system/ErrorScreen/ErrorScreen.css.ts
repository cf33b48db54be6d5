import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const screen = style({
  minHeight: '70vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const code = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
});

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.text });

export const message = style({ color: vars.color.textMuted, maxWidth: '52ch' });

export const homeLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
});

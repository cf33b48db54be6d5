import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.brandSoft,
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brandStrong,
  maxWidth: '18ch',
});

export const lead = style({ color: vars.color.textMuted, maxWidth: '48ch' });

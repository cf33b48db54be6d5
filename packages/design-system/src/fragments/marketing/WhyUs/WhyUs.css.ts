import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const mark = style({
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

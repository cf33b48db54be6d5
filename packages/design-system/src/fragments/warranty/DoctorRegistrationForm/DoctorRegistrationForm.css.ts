import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const errorText = style({ fontSize: vars.fontSize.sm, color: vars.color.critical });

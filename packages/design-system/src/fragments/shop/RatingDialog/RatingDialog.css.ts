import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const prompt = style({ color: vars.color.textMuted });

export const product = style({ fontWeight: vars.fontWeight.semibold });

export const comment = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const noComment = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

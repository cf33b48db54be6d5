import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

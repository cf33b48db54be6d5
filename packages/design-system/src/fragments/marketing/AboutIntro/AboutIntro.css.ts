import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: '2fr 3fr' },
  },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  alignItems: 'flex-start',
});

export const eyebrow = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wider,
});

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg, display: 'block' });

export const more = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '60ch' });

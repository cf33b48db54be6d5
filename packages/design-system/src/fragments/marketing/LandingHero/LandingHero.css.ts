import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

export const hero = style({
  background: vars.color.brandSoft,
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
});

export const inner = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: '3fr 2fr' },
  },
});

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const title = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  maxWidth: '18ch',
});

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '52ch' });

export const services = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const service = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  display: 'block',
});

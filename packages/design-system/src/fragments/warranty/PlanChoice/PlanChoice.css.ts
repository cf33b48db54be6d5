import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';
import { focusRing } from '../../../theme/focusRing';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const label = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.medium} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', background: vars.color.surfaceMuted },
  },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  letterSpacing: vars.letterSpacing.wide,
});

export const price = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const lines = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const chosen = style({
  alignSelf: 'flex-start',
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const errorText = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });

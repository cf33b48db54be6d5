import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../../theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const gallery = style({ maxWidth: '520px', width: '100%' });

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const noImage = style([
  image,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    border: `${vars.borderWidth.thin} dashed ${vars.color.borderStrong}`,
  },
]);

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({ color: vars.color.textMuted, whiteSpace: 'pre-line' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const rating = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const feedback = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const feedbackTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const feedbackList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feedbackItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const feedbackHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const author = style({ fontWeight: vars.fontWeight.semibold });

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const muted = style({ color: vars.color.textMuted });

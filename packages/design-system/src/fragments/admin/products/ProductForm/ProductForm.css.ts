import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../../theme';
import { focusRing } from '../../../../theme/focusRing';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const headerActions = style({ display: 'flex', gap: vars.space.md });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const groupLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const errorText = style({ fontSize: vars.fontSize.sm, color: vars.color.critical });

export const media = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `${vars.borderWidth.medium} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-focus-visible]': focusRing,
  },
});

export const dropText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const thumbList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumb = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const thumbImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const thumbName = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const thumbActions = style({ display: 'flex', justifyContent: 'space-between' });

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const progressTrack = style({
  flex: 1,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const progressFill = style({ display: 'block', height: '100%', background: vars.color.brand });

export const progressText = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const optionList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const optionRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
});

/** Lines the remove button up with the inputs (below the labels). */
export const optionRemove = style({ paddingTop: vars.space.xl });

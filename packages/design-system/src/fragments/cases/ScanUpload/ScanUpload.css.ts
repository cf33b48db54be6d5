import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../../theme/focusRing';
import { vars } from '../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
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

export const dropText = style({ fontWeight: vars.fontWeight.medium });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const errorText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical });

/** Files refused before upload: one line each, saying why. */
export const refused = style([
  errorText,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderLeft: `${vars.borderWidth.accent} solid ${vars.color.critical}`,
    borderRadius: vars.radius.sm,
    background: vars.color.criticalSoft,
    listStyle: 'none',
    overflowWrap: 'anywhere',
  },
]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const rowHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const fileName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere', minWidth: 0 });

export const size = style({ flexShrink: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const progress = style({ display: 'block' });

export const track = style({
  display: 'block',
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const fill = recipe({
  base: { display: 'block', height: '100%' },
  variants: {
    status: {
      waiting: { background: vars.color.borderStrong },
      uploading: { background: vars.color.brand },
      paused: { background: vars.color.warning },
      failed: { background: vars.color.critical },
      done: { background: vars.color.success },
    },
  },
});

export const rowFoot = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.control,
});

export const status = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.xs,
    fontSize: vars.fontSize.sm,
    minWidth: 0,
  },
  variants: {
    status: {
      waiting: { color: vars.color.textMuted },
      uploading: { color: vars.color.text },
      paused: { color: vars.color.warning, fontWeight: vars.fontWeight.semibold },
      failed: { color: vars.color.critical, fontWeight: vars.fontWeight.semibold },
      done: { color: vars.color.success, fontWeight: vars.fontWeight.semibold },
    },
  },
});

/** The reason under the state: what happened, in plain text. */
export const message = style({
  flexBasis: '100%',
  color: vars.color.text,
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

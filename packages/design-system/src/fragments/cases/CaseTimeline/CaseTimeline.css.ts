import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.space.xxl} minmax(0, 1fr)`,
  columnGap: vars.space.md,
  paddingBottom: vars.space.xl,
  selectors: {
    // The connecting line from this marker down to the next one: solid once passed.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      top: vars.space.xxl,
      bottom: 0,
      left: `calc(${vars.space.lg} - 1px)`,
      width: vars.borderWidth.medium,
      background: vars.color.border,
    },
    '&[data-state="done"]:not(:last-child)::before': { background: vars.color.success },
    '&:last-child': { paddingBottom: 0 },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.xxl,
    height: vars.space.xxl,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.medium} solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    fontSize: vars.fontSize.md,
  },
  variants: {
    state: {
      done: {
        background: vars.color.success,
        borderColor: vars.color.success,
        color: vars.color.textInverse,
      },
      current: {
        borderColor: vars.color.brand,
        color: vars.color.brand,
        boxShadow: `0 0 0 ${vars.space.xs} ${vars.color.brandSoft}`,
      },
      held: {
        borderColor: vars.color.warning,
        color: vars.color.warning,
        background: vars.color.warningSoft,
        boxShadow: `0 0 0 ${vars.space.xs} ${vars.color.warningSoft}`,
      },
      pending: { color: vars.color.textMuted },
    },
  },
});

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

/** Two bars: the pause sign of a case on hold. */
export const pause = style({
  width: vars.space.sm,
  height: vars.space.md,
  borderLeft: `${vars.borderWidth.medium} solid currentColor`,
  borderRight: `${vars.borderWidth.medium} solid currentColor`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  paddingTop: vars.space.xs,
});

export const label = recipe({
  base: { fontWeight: vars.fontWeight.semibold },
  variants: {
    state: {
      done: { color: vars.color.text },
      current: { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
      held: { color: vars.color.warning, fontWeight: vars.fontWeight.bold },
      pending: { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium },
    },
  },
});

export const events = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const event = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const time = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const note = style({ color: vars.color.textMuted, fontStyle: 'italic' });

/** The lab's open question: the one thing the office has to act on, so it stands out in words. */
export const hold = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderLeft: `${vars.borderWidth.accent} solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.text,
});

export const holdTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.warning });

export const holdQuestion = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

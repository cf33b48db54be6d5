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
    // The connecting line from this marker down to the next one.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      top: vars.space.xxl,
      bottom: 0,
      left: `calc(${vars.space.lg} - 1px)`,
      width: '2px',
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
        boxShadow: `0 0 0 4px ${vars.color.brandSoft}`,
      },
      pending: { color: vars.color.textMuted },
      skipped: { borderStyle: 'dashed', color: vars.color.textMuted },
      cancelled: {
        background: vars.color.critical,
        borderColor: vars.color.critical,
        color: vars.color.textInverse,
      },
    },
  },
});

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingTop: vars.space.xs,
});

export const label = recipe({
  base: { fontWeight: vars.fontWeight.semibold },
  variants: {
    state: {
      done: { color: vars.color.text },
      current: { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
      pending: { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium },
      skipped: {
        color: vars.color.textMuted,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'line-through',
      },
      cancelled: { color: vars.color.critical, fontWeight: vars.fontWeight.bold },
    },
  },
});

export const time = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

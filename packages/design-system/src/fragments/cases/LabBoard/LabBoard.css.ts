import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../theme/focusRing';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const board = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const workload = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The late box and the working days in a row, wrapping onto more rows on a phone. */
export const days = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxxl} * 2), 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[aria-current="date"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-late]': { borderColor: vars.color.critical, background: vars.color.criticalSoft },
  },
});

export const dayName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const dayDate = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const dayCount = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** One column per stage from desktop up, three on a tablet, stacked on a phone (no sideways scroll). */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: vars.space.sm },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const columnHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
});

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-within': focusRing,
    // An edge that repeats what the words say: late or due today.
    '&[data-urgency="late"]': { borderLeft: `${vars.borderWidth.accent} solid ${vars.color.critical}` },
    '&[data-urgency="today"]': { borderLeft: `${vars.borderWidth.accent} solid ${vars.color.warning}` },
  },
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The whole card is the link's click area; the focus ring is drawn on the card. */
export const link = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { color: vars.color.brand, textDecoration: 'underline' },
  },
});

export const caseNumber = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const practice = style({ fontWeight: vars.fontWeight.medium });

export const detail = style({ color: vars.color.textMuted });

export const due = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusRingInset } from '../../theme/focusRing';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

/**
 * Scrolls sideways on narrow screens instead of squeezing columns. Positioned, so absolutely
 * positioned content (visually hidden header text such as 'Actions') scrolls with the table
 * instead of sitting out past the page's right edge and making the whole page scroll sideways.
 */
export const scroller = style({
  position: 'relative',
  overflowX: 'auto',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const headerRow = style({ background: vars.color.surfaceMuted });

const alignVariants = {
  start: { textAlign: 'left' },
  center: { textAlign: 'center' },
  end: { textAlign: 'right' },
} as const;

export const column = recipe({
  base: {
    padding: `${vars.space.md} ${vars.space.lg}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.textMuted,
    textTransform: 'uppercase',
    letterSpacing: vars.letterSpacing.wide,
    whiteSpace: 'nowrap',
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRingInset,
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-allows-sorting]:hover': { color: vars.color.text },
    },
  },
  variants: { align: alignVariants },
  defaultVariants: { align: 'start' },
});

export const sortLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortIcon = recipe({
  base: { display: 'inline-flex', fontSize: vars.fontSize.sm },
  variants: {
    direction: {
      none: { opacity: 0.35 },
      ascending: { transform: 'rotate(180deg)', color: vars.color.brand },
      descending: { color: vars.color.brand },
    },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}` },
    '&[data-href], &[data-actionable]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const cell = recipe({
  base: {
    padding: `${vars.space.md} ${vars.space.lg}`,
    verticalAlign: 'middle',
    overflowWrap: 'break-word',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRingInset,
    },
  },
  variants: { align: alignVariants },
  defaultVariants: { align: 'start' },
});

/** The narrow first column holding the row's check box. */
export const checkboxCell = style({
  width: vars.space.xxxl,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  verticalAlign: 'middle',
});

export const checkboxColumn = style([
  checkboxCell,
  { borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}` },
]);

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });

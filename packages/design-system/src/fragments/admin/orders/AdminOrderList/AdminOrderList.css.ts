import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const heading = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const searchRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const search = style({ width: '280px', maxWidth: '100%' });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const errorBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const errorBox = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
});

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const th = recipe({
  base: {
    padding: `${vars.space.md} ${vars.space.lg}`,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'left',
    whiteSpace: 'nowrap',
  },
  variants: { numeric: { true: { textAlign: 'right' } } },
});

export const td = recipe({
  base: {
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderTop: `1px solid ${vars.color.border}`,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    numeric: { true: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } },
    wrap: { true: { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: '10rem' } },
  },
});

// The row is the click target: its link stretches over it (see rowLink).
export const row = style({
  position: 'relative',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const rowLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const empty = style({
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const radioMark = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    width: '16px',
    height: '16px',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.borderStrong}`,
  },
  variants: {
    selected: {
      true: {
        borderColor: vars.color.brand,
        boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
        background: vars.color.brand,
      },
    },
  },
});

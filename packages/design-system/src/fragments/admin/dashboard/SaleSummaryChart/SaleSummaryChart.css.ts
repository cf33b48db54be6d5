import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/vars.css';

/** The drawing's box: as wide as the card; the chart measures it. */
export const fit = style({ width: '100%', minWidth: 0 });

export const plot = style({ position: 'relative' });

export const bar = style({
  fill: vars.color.brand,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &:focus': { fill: vars.color.brandStrong },
    '&:focus-visible': { stroke: vars.color.focus, strokeWidth: 3 },
  },
});

export const axisLine = style({ stroke: vars.color.borderStrong });

export const tick = style({});
globalStyle(`${tick} line`, { stroke: vars.color.borderStrong });
globalStyle(`${tick} text`, {
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
});

export const tooltip = style({
  transform: 'translate(-50%, calc(-100% - 8px))',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  boxShadow: vars.shadow.md,
});

export const tooltipTitle = style({ fontWeight: vars.fontWeight.semibold });

export const controls = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'right',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const empty = style({
  padding: `${vars.space.xxl} 0`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

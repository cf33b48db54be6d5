import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '50vh',
  overflowY: 'auto',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 160px',
  gap: vars.space.md,
  alignItems: 'start',
  paddingBottom: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const stock = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

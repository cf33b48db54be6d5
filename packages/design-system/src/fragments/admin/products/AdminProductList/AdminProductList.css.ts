import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const search = style({ flex: '1 1 240px', maxWidth: '420px' });

export const filterPanel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'end',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const nameCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: '220px',
});

export const thumb = style({
  width: '40px',
  height: '40px',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const nameLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** Number above its badge, so the column stays narrow enough for tablets. */
export const stockCell = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const selectionActions = style({ display: 'flex', gap: vars.space.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const placed = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, width: '100%' });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xxxl} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  selectors: {
    '&:not(:last-child)': { borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}` },
  },
});

export const lineImage = style({
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const lineInfo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const lineName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const lineMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const detailRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const detailTotal = style([
  detailRow,
  {
    paddingTop: vars.space.sm,
    borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const detailTerm = style({ color: vars.color.textMuted });

export const detailValue = style({ margin: 0, textAlign: 'right', overflowWrap: 'anywhere' });

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

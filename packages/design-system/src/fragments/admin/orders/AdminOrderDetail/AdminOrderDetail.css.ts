import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../../../theme/tokens';
import { vars } from '../../../../theme/vars.css';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actionsBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  maxWidth: '100%',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const errorBox = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const breakAnywhere = style({ overflowWrap: 'anywhere' });

const twoColumns = {
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
} as const;

export const detailGrid = style(twoColumns);
export const trackGrid = style(twoColumns);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const blockTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.md} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const lineImage = style({
  display: 'block',
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const lineName = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const lineNumbers = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const totals = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.textMuted,
});
globalStyle(`${totalRow} dd`, { margin: 0, color: vars.color.text });

export const grandTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  paddingTop: vars.space.sm,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${grandTotal} dd`, { margin: 0 });

export const summaryBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const fact = style({
  display: 'grid',
  gridTemplateColumns: '11rem minmax(0, 1fr)',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${fact} dt`, { color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0 });

export const cancelledNote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.semibold,
});

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const step = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    gap: vars.space.md,
    paddingBottom: vars.space.xl,
    selectors: {
      // The connecting line between markers.
      '&:not(:last-child)::after': {
        content: '""',
        position: 'absolute',
        left: '13px',
        top: '30px',
        bottom: vars.space.xs,
        width: '2px',
        background: vars.color.border,
      },
      '&:last-child': { paddingBottom: 0 },
    },
  },
  variants: {
    state: {
      done: { selectors: { '&:not(:last-child)::after': { background: vars.color.success } } },
      current: {},
      pending: {},
      cancelled: {},
    },
  },
});

export const stepMarker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '28px',
    height: '28px',
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.medium} solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    state: {
      done: {
        background: vars.color.success,
        borderColor: vars.color.success,
        color: vars.color.textInverse,
      },
      current: { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 5px ${vars.color.brand}` },
      pending: {},
      cancelled: { borderColor: vars.color.critical, color: vars.color.critical },
    },
  },
});

export const stepText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const stepLabel = style({ fontWeight: vars.fontWeight.semibold });

export const stepTime = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

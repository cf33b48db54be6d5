import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';
import { focusRing } from '../../../theme/focusRing';

/* The drawer: a dimmed page with the panel docked to the right edge. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  justifyContent: 'flex-end',
  background: vars.color.overlay,
});

export const drawer = style({
  width: '100%',
  maxWidth: '480px',
  height: '100%',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minHeight: '100%',
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

/* Stepper */
export const stepper = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const stepMarker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.xxl,
    height: vars.space.xxl,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.medium} solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
  },
  variants: {
    state: {
      done: {
        background: vars.color.success,
        borderColor: vars.color.success,
        color: vars.color.textInverse,
      },
      current: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse },
      upcoming: { background: vars.color.surface, color: vars.color.textMuted },
    },
  },
});

export const stepLabel = recipe({
  base: { fontSize: vars.fontSize.sm },
  variants: {
    state: {
      done: { color: vars.color.success, fontWeight: vars.fontWeight.semibold },
      current: { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

/* Shared inside the steps */
export const stepBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, flexGrow: 1 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
});

/** The notice of prices and stock that changed since the buyer added a line. */
export const changes = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
});

export const changesTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const changesList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const summaryTotal = style([
  summaryRow,
  {
    paddingTop: vars.space.sm,
    borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const summaryTerm = style({ color: vars.color.textMuted });

export const summaryValue = style({ margin: 0, textAlign: 'right', overflowWrap: 'anywhere' });

/* Cart lines */
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xxxl} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
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

export const lineOption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const lineError = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.semibold,
});

export const quantity = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const quantityValue = style({
  minWidth: vars.space.xl,
  textAlign: 'center',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const empty = style({
  padding: `${vars.space.xxl} 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/* Checkout form */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, flexGrow: 1 });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const paymentFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const subLegend = style({
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const cardNote = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const completionPayment = style({ width: '100%', textAlign: 'left' });

/* Completion */
export const completion = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingTop: vars.space.xxl,
  textAlign: 'center',
});

export const completionIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.xxl,
});

export const completionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });

export const orderNumber = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

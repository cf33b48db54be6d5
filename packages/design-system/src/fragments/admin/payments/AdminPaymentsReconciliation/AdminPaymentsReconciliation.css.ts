import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const intro = style({ color: vars.color.textMuted });

export const range = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const check = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.success}`,
  background: vars.color.successSoft,
});

export const checkFailed = style({ borderColor: vars.color.critical, background: vars.color.criticalSoft });

export const checkTitle = style({ fontWeight: vars.fontWeight.bold });

/** A day reads on one line, even when the table scrolls sideways on a phone. */
export const day = style({ whiteSpace: 'nowrap' });

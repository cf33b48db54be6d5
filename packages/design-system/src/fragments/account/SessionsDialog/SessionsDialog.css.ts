import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  selectors: { '& + &': { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` } },
});

export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const device = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const dates = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A date and time never breaks across lines. */
export const when = style({ whiteSpace: 'nowrap' });

export const rowAction = style({ flexShrink: 0 });

export const none = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const dues = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One due, then the total: date and kind on the left (wrapping on phones), the amount on the right. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const what = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const amount = style({ flexShrink: 0 });

export const total = style([row, { borderBottom: 'none', fontWeight: vars.fontWeight.bold }]);

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** A phone number reads as one piece, never split over two lines. */
export const phone = style({ whiteSpace: 'nowrap' });

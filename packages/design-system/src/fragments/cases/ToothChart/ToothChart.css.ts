import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { focusRing } from '../../../theme/focusRing';

/** The chart's own box: on the narrowest screens it scrolls sideways rather than the page. */
export const frame = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  overflowX: 'auto',
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-invalid]': { borderColor: vars.color.critical } },
});

export const chart = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const arch = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const archName = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/**
 * The patient's right and left quadrants side by side, a wide gap as the midline; they wrap onto
 * two lines when the box is too narrow for both (a phone).
 */
export const quadrants = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
});

/** Eight teeth; a tooth shrinks towards 32 px before the box scrolls. */
export const quadrant = style({
  flex: '0 1 auto',
  display: 'grid',
  gridTemplateColumns: `repeat(8, minmax(${vars.space.xxl}, ${vars.size.control}))`,
  gap: vars.space.xs,
});

export const tooth = style({
  minHeight: vars.size.control,
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-selected]': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.textInverse,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      borderColor: vars.color.border,
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
    },
    '&[data-disabled][data-selected]': {
      borderColor: vars.color.borderStrong,
      background: vars.color.borderStrong,
      color: vars.color.textInverse,
    },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../theme/focusRing';

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const output = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: vars.space.xxl,
  // Inset by half a thumb so thumbs at the ends stay inside the slider's box.
  marginLeft: vars.space.md,
  marginRight: vars.space.md,
  // The thin bar is drawn by ::before so the whole 32px row stays clickable.
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 0,
      right: 0,
      height: vars.space.xs,
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      background: vars.color.border,
    },
  },
});

export const fill = style({
  position: 'absolute',
  top: '50%',
  height: vars.space.xs,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  selectors: { '[data-disabled] &': { background: vars.color.borderStrong } },
});

export const thumb = style({
  top: '50%',
  width: vars.space.xl,
  height: vars.space.xl,
  border: `${vars.borderWidth.medium} solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  selectors: {
    '&[data-disabled]': { borderColor: vars.color.borderStrong, cursor: 'not-allowed' },
    '&[data-dragging]': { background: vars.color.brandSoft, cursor: 'grabbing' },
    '&[data-focus-visible]': focusRing,
  },
});

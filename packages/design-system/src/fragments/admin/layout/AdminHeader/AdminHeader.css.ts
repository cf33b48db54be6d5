import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../../theme/tokens';
import { vars } from '../../../../theme/vars.css';
import { focusRingTight } from '../../../../theme/focusRing';

/** Below the tablet width the title gets a row of its own under the menu button and actions. */
const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': {
    [phone]: { flexWrap: 'wrap', justifyContent: 'space-between', padding: vars.space.lg },
  },
});

// On a phone the title sat in the 90 px left between the menu button and the actions and broke
// mid-word ("Welco/me"); there it takes the whole width of a second row.
export const heading = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  '@media': { [phone]: { order: 1, flexBasis: '100%' } },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
  '@media': { [phone]: { fontSize: vars.fontSize.xl } },
});

export const smallTitle = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const subTitle = style({ display: 'block' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const chip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingLeft: vars.space.sm,
  borderLeft: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  minWidth: 0,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
});

export const chipText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  // Narrow screens keep only the avatar on screen; name and e-mail stay readable by screen readers.
  '@media': {
    'screen and (max-width: 899px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const chipName = style({ fontWeight: vars.fontWeight.semibold });

export const popover = style({
  width: '360px',
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: '420px',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const dialog = style({ outline: 'none', padding: vars.space.lg });

export const dialogHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const dialogTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.md} 0`,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:not(:last-child)': { borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}` },
  },
});

export const itemTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const itemLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: vars.underline.offset,
});

export const unreadDot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  flexShrink: 0,
});

export const itemFoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const textButton = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRingTight,
  },
});

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

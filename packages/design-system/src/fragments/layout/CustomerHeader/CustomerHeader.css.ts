import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { focusRing } from '../../../theme/focusRing';
import { phoneQuery } from '../layout.css';

export const header = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.size.page,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.xl}`,
  '@media': {
    [phoneQuery]: { flexWrap: 'wrap', gap: vars.space.xs, padding: vars.space.sm },
  },
});

/** Category dropdown and search share one row; on a phone it wraps under the logo. */
export const searchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 320px',
  minWidth: 0,
  '@media': { [phoneQuery]: { order: 10, flexBasis: '100%' } },
});

export const spacer = style({ flex: 1, '@media': { [phoneQuery]: { display: 'block' } } });

export const icons = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 });

export const auth = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** A long e-mail's local part is cut with an ellipsis, so it never squeezes the search out of the row. */
export const accountLabel = style({
  maxWidth: '12ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const navBar = style({ background: vars.color.brandSoft });

export const navInner = style({
  maxWidth: vars.size.page,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.xl}`,
});

// ---- search ----

export const search = style({ position: 'relative', flex: 1, minWidth: 0 });

export const searchControl = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  left: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({ paddingLeft: vars.space.xxl });

// As wide as the search box, but never narrower than a phone's width allows, so names and prices fit.
export const results = style({
  width: 'max(var(--trigger-width), min(360px, calc(100vw - 16px)))',
  maxHeight: '360px',
  overflowY: 'auto',
});

export const result = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, width: '100%' });

export const resultImage = style({
  width: '40px',
  height: '40px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

// On a phone long names wrap above their price instead of running under it.
export const resultName = style({ flex: 1, minWidth: 0, whiteSpace: 'normal', overflowWrap: 'break-word' });

export const seeAll = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const empty = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// ---- notifications ----

export const notifications = style({
  width: 'min(360px, calc(100vw - 16px))',
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const notificationsDialog = style({ outline: 'none', padding: vars.space.md });

export const notificationsHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const notificationsTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const notificationList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const notification = style({
  display: 'grid',
  gridTemplateColumns: '12px 1fr',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const unreadDot = style({
  display: 'block',
  width: '10px',
  height: '10px',
  marginTop: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

export const notificationTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const notificationLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: vars.underline.offset,
});

export const notificationMessage = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const notificationTime = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const notificationsEmpty = style({
  padding: `${vars.space.lg} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

// ---- phone menu ----

export const mobileAccountButton = style({
  display: 'flex',
  width: '100%',
  minHeight: vars.size.control,
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  textAlign: 'left',
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
  },
});

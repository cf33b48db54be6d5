import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../../theme/focusRing';
import { vars } from '../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const empty = style({ margin: 0, color: vars.color.textMuted });

/** Each side's messages keep to their edge, as in a chat; the open question stands out. */
export const message = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    maxWidth: '85%',
    minWidth: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
  variants: {
    own: {
      true: { alignSelf: 'flex-end', background: vars.color.brandSoft, borderColor: vars.color.brandSoft },
      false: { alignSelf: 'flex-start' },
    },
    highlight: {
      true: {
        background: vars.color.warningSoft,
        borderColor: vars.color.warning,
        borderLeftWidth: vars.borderWidth.accent,
      },
      false: {},
    },
  },
});

export const messageHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const author = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const time = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const questionTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.warning,
});

export const text = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photoButton = style({
  display: 'block',
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  cursor: 'zoom-in',
  overflow: 'hidden',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const thumbnail = style({
  display: 'block',
  width: '96px',
  height: '72px',
  objectFit: 'cover',
});

export const photoLarge = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.sm,
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const attachments = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const attachment = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingLeft: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const attachmentName = style({ overflowWrap: 'anywhere' });

export const composerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

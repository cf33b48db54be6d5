import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

const tabletUp = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The phone-only button that opens and closes the panel. */
export const toggle = style({
  '@media': { [tabletUp]: { display: 'none' } },
});

export const panel = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: { '&[data-open="true"]': { display: 'flex' } },
  // From tablet width up the panel is a permanent side column; the toggle is hidden.
  '@media': { [tabletUp]: { display: 'flex' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** Marks a category label with its depth; the whole radio row is indented below. */
export const indent = styleVariants({ 0: {}, 1: {}, 2: {} });
globalStyle(`label:has(> ${indent[1]})`, { marginLeft: vars.space.xl });
globalStyle(`label:has(> ${indent[2]})`, { marginLeft: vars.space.xxxl });

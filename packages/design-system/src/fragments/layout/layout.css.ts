import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/** Below the tablet breakpoint the headers collapse into a menu button. */
export const phoneQuery = `screen and (max-width: ${breakpoints.tablet - 1}px)`;
export const wideQuery = `screen and (min-width: ${breakpoints.tablet}px)`;

/** Shown from tablet width up. */
// !important: these utilities must win over the display of the element they hide.
export const wideOnly = style({ '@media': { [phoneQuery]: { display: 'none !important' } } });
/** Shown only on a phone. */
export const phoneOnly = style({ '@media': { [wideQuery]: { display: 'none !important' } } });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  '@media': { [phoneQuery]: { fontSize: vars.fontSize.md } },
});

export const logoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
});

/** A link that looks like a button (Log in, Sign Up, Register Now). */
export const linkButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '40px',
    padding: `${vars.space.xs} ${vars.space.lg}`,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.textInverse,
        ':hover': { background: vars.color.brandStrong },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        ':hover': { background: vars.color.brandSoft },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});

/** A plain text link in a navigation bar. */
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand, textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
  },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The phone menu panel under the top bar. */
export const mobilePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const mobileList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mobileGroupTitle = style({
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const mobileSubList = style([mobileList, { paddingLeft: vars.space.lg }]);

export const mobileActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

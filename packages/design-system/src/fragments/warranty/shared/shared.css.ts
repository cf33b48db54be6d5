import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** A full-width page band with centred content; marketing pages stack these. */
export const band = style({
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
  '@media': { [tablet]: { paddingInline: vars.space.xxl } },
});

export const bandTone = styleVariants({
  plain: { background: vars.color.surface },
  muted: { background: vars.color.surfaceMuted },
  brand: { background: vars.color.brandSoft },
});

export const inner = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
});

export const subheading = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

export const lead = style({ color: vars.color.textMuted, maxWidth: '65ch' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Cards that wrap: one column on phones, `n` from tablet up. */
export const cardGrid = styleVariants({ 2: {}, 3: {}, 4: {} }, (_, n) => ({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` },
  },
}));

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'anywhere',
});

/** A form: fields in one column on phones, two from tablet up; `wide` fields span both. */
export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const alertTone = styleVariants({
  success: { background: vars.color.successSoft, borderColor: vars.color.success },
  critical: { background: vars.color.criticalSoft, borderColor: vars.color.critical },
});

export const reference = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
  color: vars.color.brandStrong,
});

/** Data tables: scroll sideways on phones instead of squeezing. */
export const tableScroll = style({ overflowX: 'auto', width: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const th = style({
  textAlign: 'left',
  padding: vars.space.md,
  borderBottom: `${vars.borderWidth.medium} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
});

const linkButtonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  border: `${vars.borderWidth.medium} solid transparent`,
});

/** An <a> that looks like a Button (navigation, not an action). */
export const linkButton = styleVariants({
  primary: [linkButtonBase, { background: vars.color.brand, color: vars.color.textInverse }],
  secondary: [
    linkButtonBase,
    { background: vars.color.surface, color: vars.color.brandStrong, borderColor: vars.color.brand },
  ],
});

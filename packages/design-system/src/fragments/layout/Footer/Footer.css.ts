import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { phoneQuery } from '../layout.css';

export const footer = style({
  fontFamily: vars.font.body,
  background: vars.color.brandStrong,
  color: vars.color.textInverse,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: '2fr 3fr',
  gap: vars.space.xl,
  maxWidth: vars.size.page,
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  '@media': {
    [phoneQuery]: { gridTemplateColumns: '1fr', padding: `${vars.space.xl} ${vars.space.lg}` },
  },
});

export const about = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [phoneQuery]: { gridColumn: '1 / -1' } },
});

export const brand = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const text = style({ fontSize: vars.fontSize.sm, maxWidth: '36ch' });

/** The three link columns: always shown from tablet width up; on a phone only once the menu is open. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr 1fr',
  gap: vars.space.xl,
  '@media': {
    [phoneQuery]: {
      gridTemplateColumns: '1fr 1fr',
      selectors: { '&:not([data-open])': { display: 'none' } },
    },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const copyright = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.brand}`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const heading = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const searchRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const search = style({ width: '280px', maxWidth: '100%' });

export const wrap = style({ whiteSpace: 'normal', overflowWrap: 'anywhere' });

export const radioMark = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    width: '16px',
    height: '16px',
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.medium} solid ${vars.color.borderStrong}`,
  },
  variants: {
    selected: {
      true: {
        borderColor: vars.color.brand,
        boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
        background: vars.color.brand,
      },
    },
  },
});

import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** The one theme contract. Every component styles itself with `vars.*`. */
export const vars = createThemeContract({
  color: Object.fromEntries(Object.keys(tokens.color).map((k) => [k, null])) as Record<
    keyof typeof tokens.color,
    null
  >,
  font: { body: null },
  fontSize: Object.fromEntries(Object.keys(tokens.fontSize).map((k) => [k, null])) as Record<
    keyof typeof tokens.fontSize,
    null
  >,
  lineHeight: { tight: null, normal: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  space: Object.fromEntries(Object.keys(tokens.space).map((k) => [k, null])) as Record<
    keyof typeof tokens.space,
    null
  >,
  radius: Object.fromEntries(Object.keys(tokens.radius).map((k) => [k, null])) as Record<
    keyof typeof tokens.radius,
    null
  >,
  shadow: Object.fromEntries(Object.keys(tokens.shadow).map((k) => [k, null])) as Record<
    keyof typeof tokens.shadow,
    null
  >,
  zIndex: Object.fromEntries(Object.keys(tokens.zIndex).map((k) => [k, null])) as Record<
    keyof typeof tokens.zIndex,
    null
  >,
});

createGlobalTheme(':root', vars, tokens);

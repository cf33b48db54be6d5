import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** A theme contract entry for each token of a group. */
function slots<Group extends Record<string, string>>(group: Group) {
  return Object.fromEntries(Object.keys(group).map((key) => [key, null])) as Record<keyof Group, null>;
}

/** The one theme contract. Every component styles itself with `vars.*`. */
export const vars = createThemeContract({
  color: slots(tokens.color),
  font: slots(tokens.font),
  fontSize: slots(tokens.fontSize),
  lineHeight: slots(tokens.lineHeight),
  fontWeight: slots(tokens.fontWeight),
  space: slots(tokens.space),
  borderWidth: slots(tokens.borderWidth),
  focus: slots(tokens.focus),
  size: slots(tokens.size),
  underline: slots(tokens.underline),
  letterSpacing: slots(tokens.letterSpacing),
  radius: slots(tokens.radius),
  shadow: slots(tokens.shadow),
  zIndex: slots(tokens.zIndex),
});

createGlobalTheme(':root', vars, tokens);

import { vars } from './vars.css';

const ring = `${vars.focus.width} solid ${vars.color.focus}`;

/**
 * The one keyboard focus ring (as Primer's global focus styles): spread it into the selector that
 * shows focus, `'&[data-focus-visible]': focusRing`. It sits outside the control; `focusRingTight`
 * hugs a field or a small text button, `focusRingInset` is drawn inside a control that fills a
 * container which would clip it.
 */
export const focusRing = { outline: ring, outlineOffset: vars.focus.offset };
export const focusRingTight = { outline: ring, outlineOffset: vars.focus.offsetTight };
export const focusRingInset = { outline: ring, outlineOffset: vars.focus.offsetInset };

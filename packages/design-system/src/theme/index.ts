import './global.css';

export { vars } from './vars.css';
export { focusRing, focusRingInset, focusRingTight } from './focusRing';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { tokens, breakpoints, type Breakpoint } from './tokens';

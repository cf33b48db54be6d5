import { globalStyle } from '@vanilla-extract/css';
import { focusRing } from './focusRing';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, p', { margin: 0 });

globalStyle(':focus-visible', focusRing);

globalStyle('.visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      animationIterationCount: 1,
      transitionDuration: '0.01ms',
      scrollBehavior: 'auto',
    },
  },
});

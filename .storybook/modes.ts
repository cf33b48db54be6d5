/**
 * Chromatic modes: the viewports a story is captured at in visual review (the keys of the viewport
 * options in preview.tsx). Every story is captured at desktop width; a story or page adds the others
 * with `parameters: { chromatic: { modes: { phone: allModes.phone, ... } } }`. The shop has one
 * theme, so no theme modes are declared.
 */
export const allModes = {
  phone: { viewport: 'phone' },
  tablet: { viewport: 'tablet' },
  desktop: { viewport: 'desktop' },
} as const;

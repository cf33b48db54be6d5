/**
 * Story helper: taller versions of the desktop and tablet viewports. The screenshot of a story
 * only shows what fits in the test frame, so long admin screens (forms, pages) need a taller one.
 * Widths stay the shop's breakpoints (1280 and 768). 1400 px is the most the test browser's
 * window holds (vitest.config.ts); a taller frame is scaled down and its screenshot shrinks.
 */
export const tallViewportParameters = {
  viewport: {
    options: {
      desktopTall: { name: 'Desktop tall (1280)', styles: { width: '1280px', height: '1400px' } },
      tabletTall: { name: 'Tablet tall (768)', styles: { width: '768px', height: '1400px' } },
    },
  },
};

export const desktopTall = { viewport: { value: 'desktopTall', isRotated: false } };
export const tabletTall = { viewport: { value: 'tabletTall', isRotated: false } };

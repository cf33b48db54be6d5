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

/**
 * The tall desktop frame (1280 x 1400) is for the test screenshots only (Vite's mode is `test` under
 * Vitest, as in .storybook/preview.tsx): in Storybook's UI and on docs pages a 1280 px frame is cut
 * off beside the sidebar of a 1440 px window, so there the story fills the canvas like every other
 * desktop story. The toolbar still offers Desktop tall to anyone who wants the frame.
 */
export const desktopTall =
  import.meta.env.MODE === 'test' ? { viewport: { value: 'desktopTall', isRotated: false } } : {};
export const tabletTall = { viewport: { value: 'tabletTall', isRotated: false } };

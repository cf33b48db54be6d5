import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Freeze motion so every screenshot is the same on every run.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freeze);

/**
 * Visual regression: after each story has rendered and its play function passed, its root is
 * compared with the committed baseline. `npm run test:update-screenshots` refreshes baselines.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // Skip hidden nodes react-aria appends to <body> (e.g. sortable columns' descriptions, display: none).
  const roots = [...document.querySelectorAll<HTMLElement>('body > div:not(.sb-wrapper)')].filter(
    (el) => el.getClientRects().length > 0,
  );
  const root = roots[roots.length - 1];
  if (!root) throw new Error('Story root not found for the screenshot');
  const name = context.task.name.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase();
  // A page taller than the viewport would be cut off: grow the viewport to the whole page first.
  const { innerWidth, innerHeight } = window;
  const fullHeight = Math.ceil(Math.max(root.scrollHeight, root.getBoundingClientRect().height));
  const grow = fullHeight > innerHeight;
  if (grow) await page.viewport(innerWidth, Math.min(fullHeight, 6000));
  try {
    // Under load (CI runs every project at once on 2 cores) two stable captures can take a while.
    await expect.element(page.elementLocator(root)).toMatchScreenshot(name, { timeout: 30_000 });
  } finally {
    if (grow) await page.viewport(innerWidth, innerHeight);
  }
});

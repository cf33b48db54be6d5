import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Freeze motion so every screenshot is the same on every run.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freeze);

/**
 * Storybook's addon keeps each story's axe result in the test's meta, which Vitest sends to its
 * process and writes into the JSON report (115 MB for the whole project, about 70 KB a story):
 * keep only what failed or needs a look. `resultTypes` in .storybook/preview.tsx already spares axe
 * detailing the rest.
 */
afterEach((context) => {
  const { reports } = context.task.meta as { reports?: { result?: Record<string, unknown> }[] };
  for (const report of reports ?? []) {
    if (report.result) {
      report.result = { violations: report.result.violations, incomplete: report.result.incomplete };
    }
  }
});

/** The tallest a screenshot grows to: the browser context's page is 6000 px tall. */
const maxHeight = 6000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * How much of an open modal or drawer is hidden below its fold. react-aria portals them to <body>
 * (`position: fixed`): they are as tall as the window and scroll inside, so growing the viewport
 * to the page's height does not show them whole; growing it by what their scrolling elements hide
 * does.
 */
function overlayHiddenHeight(root: HTMLElement): number {
  if (getComputedStyle(root).position !== 'fixed') return 0;
  let hidden = 0;
  for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
    const { overflowY } = getComputedStyle(el);
    if (overflowY === 'auto' || overflowY === 'scroll') {
      hidden = Math.max(hidden, el.scrollHeight - el.clientHeight);
    }
  }
  return hidden;
}

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
  // The last one: an open modal or drawer, else the story.
  const root = roots[roots.length - 1];
  if (!root) throw new Error('Story root not found for the screenshot');
  const name = context.task.name.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase();
  // A page taller than the viewport would be cut off: grow the viewport to the whole page first
  // (measured once: a page sized in vh, e.g. the 404 screen, would grow with every step).
  const { innerWidth, innerHeight } = window;
  const pageHeight = Math.ceil(Math.max(root.scrollHeight, root.getBoundingClientRect().height));
  let height = Math.min(Math.max(innerHeight, pageHeight), maxHeight);
  if (height !== innerHeight) await page.viewport(innerWidth, height);
  // An open modal or drawer: grow until nothing in it scrolls (its content can reflow as it grows).
  for (let tries = 0; tries < 4 && height < maxHeight; tries++) {
    const hidden = overlayHiddenHeight(root);
    if (hidden <= 0) break;
    height = Math.min(height + hidden, maxHeight);
    await page.viewport(innerWidth, height);
    await nextFrame();
  }
  try {
    // Under load (CI runs every project at once on 2 cores) two stable captures can take a while.
    await expect.element(page.elementLocator(root)).toMatchScreenshot(name, { timeout: 30_000 });
  } finally {
    if (height !== innerHeight) await page.viewport(innerWidth, innerHeight);
  }
});

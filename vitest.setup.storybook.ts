import { afterEach, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** scripts/screenshot-mismatch.mjs: the two pictures a failed match names, compared in words. */
    describeScreenshotMismatch: (message: string) => Promise<string>;
    /** vitest.config.ts: a story whose picture matched only on a second look, for the run's summary. */
    noteSecondLook: (story: string, screenshot: string, firstLook: string) => Promise<void>;
  }
}

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
 * Every picture on the page loaded and decoded. Pictures load lazily, so those below the fold start
 * only once the viewport grows over them, and a picture still decoding paints nothing: on a busy
 * machine two captures in a row can both miss it, and then the blank box is what gets compared
 * (a 3 % mismatch of the admin product page on a tablet in CI). A picture that fails to load counts
 * as ready (it shows its fallback); none waits more than 10 s.
 */
async function picturesReady() {
  const images = [...document.images];
  for (const image of images) image.loading = 'eager';
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  await nextFrame();
}

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
 * What the page's body held when a story started. The story files share one test page
 * (`isolate: false`): the previous story's canvas and overlays are still there then, and go when
 * this story renders (Storybook unmounts it first).
 */
let bodyAtStart = new Set<Element>();

/**
 * What this story put on the body, and from where: each element added to the body directly, with
 * the time and the first lines of the stack that added it. Only read when a picture does not match.
 * The setup file runs again for each story file on the shared page: the body is wrapped once.
 */
interface BodyInsertion {
  at: number;
  element: Element;
  stack: string;
}
const shared = globalThis as typeof globalThis & { __bodyInsertions?: BodyInsertion[] };
if (!shared.__bodyInsertions) {
  const insertions: BodyInsertion[] = [];
  shared.__bodyInsertions = insertions;
  const { body } = document;
  const record = (node: Node) => {
    if (!(node instanceof Element)) return;
    const { stackTraceLimit } = Error;
    Error.stackTraceLimit = 40;
    const frames = (new Error().stack ?? '').split('\n').slice(2);
    Error.stackTraceLimit = stackTraceLimit;
    // Short and distinct: React's recursion repeats one frame a dozen times.
    const lines = frames
      .map((line) =>
        line
          .replace(/https?:\/\/[^/]+\//, '')
          .replace(/node_modules\/\.cache\/storybook\/.*\/deps\//, 'storybook deps/')
          .replace(/\?[^:)]*/, ''),
      )
      .filter((line, i, all) => line.split(' (')[0] !== all[i - 1]?.split(' (')[0]);
    const stack = lines.slice(0, 6).join('\n');
    insertions.push({ at: Math.round(performance.now()), element: node, stack });
  };
  const appendChild = body.appendChild.bind(body);
  const insertBefore = body.insertBefore.bind(body);
  body.appendChild = <T extends Node>(node: T): T => {
    record(node);
    return appendChild(node);
  };
  body.insertBefore = <T extends Node>(node: T, child: Node | null): T => {
    record(node);
    return insertBefore(node, child);
  };
}
const bodyInsertions = shared.__bodyInsertions;

/**
 * react-aria's live announcer stays on the shared page's body for every story, and a message stays
 * in it for up to 7 s. A button that turns busy while focused (a form sent) is announced as an
 * element labelled by that button: once its story has gone, the label points at nothing, and axe
 * failed the next stories on the page for it (role-img-alt, in a fresh-clone run). What an earlier
 * story announced is not this story's: it is cleared; what this story announces is still checked.
 */
function clearEarlierAnnouncements() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}

beforeEach(() => {
  clearEarlierAnnouncements();
  bodyAtStart = new Set(document.body.children);
  bodyInsertions.length = 0;
});

/** Elements that draw nothing whatever their box: never a leftover. */
const undrawn = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'NOSCRIPT']);

/**
 * Drawn elements on the body that were there before this story started and are still there: left
 * behind by an earlier story (a CI run once showed a modal darkened by a second backdrop, and a
 * dialog hidden by what was over it). They are not this story's: they are named in the log and
 * removed, so they can neither cover this story nor end up in its picture. Any element counts, not
 * only a div: a portal can be a section, a dialog or a custom element.
 */
function removeLeftovers(name: string) {
  for (const el of [...document.body.children]) {
    if (!(el instanceof HTMLElement) || undrawn.has(el.tagName) || !bodyAtStart.has(el)) continue;
    if (el.classList.contains('sb-wrapper') || el.dataset.liveAnnouncer) continue;
    if (el.getClientRects().length === 0) continue;
    console.warn(
      `[${name}] removed an element an earlier story left on the page: ${el.outerHTML.slice(0, 300)}`,
    );
    el.remove();
  }
}

/** An element as a log line: what it is and what it paints. */
function describeElement(el: Element): string {
  const style = getComputedStyle(el);
  const { x, y, width, height } = el.getBoundingClientRect();
  const classes = [...el.classList].map((c) => `.${c}`).join('');
  const data = Object.keys((el as HTMLElement).dataset ?? {})
    .map((key) => `[data-${key}]`)
    .join('');
  return (
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}${data}` +
    ` {box ${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)};` +
    ` background ${style.backgroundColor}; opacity ${style.opacity}; visibility ${style.visibility};` +
    ` position ${style.position}; z-index ${style.zIndex}}`
  );
}

/**
 * What the page held when a story's picture did not match: the body's children and, at the
 * picture's corners and centre, every element drawn there from the top down. A mismatch in CI
 * cannot be opened, so the log says what was on the page.
 */
function describePage(root: HTMLElement): string {
  const box = root.getBoundingClientRect();
  const points: [number, number][] = [
    [box.left + 2, box.top + 2],
    [box.right - 3, box.bottom - 3],
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
  ];
  return [
    `window ${window.innerWidth}x${window.innerHeight}, scrolled ${window.scrollX},${window.scrollY},` +
      ` device pixel ratio ${window.devicePixelRatio}, visual viewport scale ${window.visualViewport?.scale}`,
    `html: ${describeElement(document.documentElement)}`,
    `body: ${describeElement(document.body)}`,
    `picture of: ${describeElement(root)}`,
    'body children:',
    ...[...document.body.children].map(
      (el) => `  ${bodyAtStart.has(el) ? '(before the story) ' : ''}${describeElement(el)}`,
    ),
    `added to the body during the story (now ${Math.round(performance.now())} ms):`,
    ...bodyInsertions.map(
      ({ at, element, stack }) =>
        `  at ${at} ms${element.isConnected ? '' : ' (since removed)'}: ${describeElement(element)}\n${stack}`,
    ),
    ...points.map(
      ([x, y]) =>
        `drawn at ${Math.round(x)},${Math.round(y)}, top first:\n` +
        document
          .elementsFromPoint(x, y)
          .map((el) => `  ${describeElement(el)}`)
          .join('\n'),
    ),
  ].join('\n');
}

/** Layout, fonts and a painted frame: fonts a late layout asks for start loading only then. */
async function settled() {
  await nextFrame();
  await document.fonts.ready;
  await nextFrame();
}

/** The two pictures a failed match names, compared in words. */
function picturesInWords(error: unknown): Promise<string> {
  return commands
    .describeScreenshotMismatch(error instanceof Error ? error.message : String(error))
    .catch((reason: unknown) => `the pictures could not be compared: ${String(reason)}`);
}

/**
 * Visual regression: after each story has rendered and its play function passed, its root is
 * compared with the committed baseline. `npm run test:update-screenshots` refreshes baselines.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  removeLeftovers(context.task.name);
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
  await picturesReady();
  await settled();
  // The window must be the size set above when the picture is taken: a window 256 px shorter than
  // the page gives what a CI run once saw (the second look below). Not measured again: a page sized
  // in vh would grow with it.
  if (window.innerHeight !== height || window.innerWidth !== innerWidth) {
    await page.viewport(innerWidth, height);
    await settled();
  }
  const locator = page.elementLocator(root);
  try {
    // Under load (CI runs two test groups at once on 2 cores) two stable captures can take a while.
    await expect.element(locator).toMatchScreenshot(name, { timeout: 30_000 });
  } catch (first) {
    // No baseline yet: nothing to look at again (a missing baseline fails the run, as it says).
    if (first instanceof Error && first.message.includes('No existing reference screenshot')) throw first;
    const firstPictures = `window ${window.innerWidth}x${window.innerHeight}; ${await picturesInWords(first)}`;
    // A second look, once, after the page has had time to settle: a picture taken while the page
    // was still changing (the stability check's two captures can both fall within a change on a
    // busy machine) matches now; a real change does not. Either way the log says what the first
    // look saw, and a second look that matched is listed at the end of the run (scripts/test-summary.mjs).
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Lay the page out and paint it anew at the picture's size before looking again: the CI run of
    // stop 41 kept the bottom 256 px of a 2423 px phone page (its footer) white through both looks,
    // which waiting alone did not change. One pixel shorter and back makes the browser draw the
    // whole page again; a real change differs again.
    await page.viewport(innerWidth, height - 1);
    await nextFrame();
    await page.viewport(innerWidth, height);
    await picturesReady();
    await settled();
    try {
      await expect.element(locator).toMatchScreenshot(name, { timeout: 30_000 });
      await commands.noteSecondLook(context.task.name, name, firstPictures);
      console.warn(
        `[${context.task.name}] the picture matched only on a second look; the first:\n${firstPictures}`,
      );
    } catch (error) {
      const pictures = await picturesInWords(error);
      console.warn(
        `[${context.task.name}] the picture did not match:\n${pictures}\nthe page:\n${describePage(root)}`,
      );
      // The end of a CI log names each failure with the first lines of its message: say there how
      // the pictures differ, not only that they do.
      throw new Error(
        `The picture did not match its baseline twice, 500 ms apart, the page drawn anew in between` +
          ` (window ${window.innerWidth}x${window.innerHeight}, set to ${innerWidth}x${height}). The second look:\n` +
          `${pictures}\nThe first look:\n${firstPictures}`,
        { cause: error },
      );
    }
  } finally {
    if (height !== innerHeight) await page.viewport(innerWidth, innerHeight);
  }
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sirv from 'sirv';
import { DOCS_RENDERED, SET_CURRENT_STORY, STORY_RENDER_PHASE_CHANGED } from 'storybook/internal/core-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageHeadings } from '../../packages/design-system/src/components/storybook/usage';
import { buildIsCurrent, rememberBuild, type BuildInputs } from './build-cache';
import { launchBrowser } from './browser';
import { e2eResultsDir } from './failure-evidence';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'node_modules/.cache/idl-storybook-static');

/** What `storybook build` reads: the design system, the page stories and Storybook's settings. */
const storybookBuild: BuildInputs = {
  name: 'idl-storybook-build',
  inputs: ['packages', 'stories', '.storybook'],
  notRead: /(\.test\.tsx?$|\/__screenshots__\/)/,
  outputs: [path.relative(root, path.join(outDir, 'index.json'))],
};

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
}

/** The static Storybook a reviewer opens: built once, then reused while its inputs are unchanged. */
function buildStorybook() {
  if (buildIsCurrent(root, storybookBuild)) {
    console.log('docs: the Storybook build is up to date with its inputs, not rebuilt');
    return;
  }
  execFileSync('npx', ['storybook', 'build', '--quiet', '-o', outDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  rememberBuild(root, storybookBuild);
}

buildStorybook();
const docsPages = (
  Object.values(
    (
      JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8')) as {
        entries: Record<string, IndexEntry>;
      }
    ).entries,
  ) as IndexEntry[]
).filter((entry) => entry.type === 'docs');

/**
 * Props a docs page may show with a raw object editor ("Set object" or a JSON tree), each with the
 * reason, as `'<docs id> <prop>'`. Everything else gets a typed control in its stories file's meta
 * (`components/storybook/controls.ts`): a designer cannot review a state by editing JSON.
 */
const rawObjectControlsAllowed: Record<string, string> = {};

/**
 * What a tab's docs preview tells Storybook's manager, kept on its window for the test: the docs
 * entry it rendered last, and the phase of each story render (a render is under way until it has
 * finished, aborted or failed).
 */
interface DocsWatch {
  rendered?: string;
  renders: Record<string, { storyId: string; phase: string }>;
}
type WatchedWindow = Window & {
  __idlDocsWatch?: DocsWatch;
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on: (event: string, listener: (...args: never[]) => void) => void;
    emit: (event: string, ...args: unknown[]) => void;
  };
};

/**
 * Runs in a tab before the preview's own scripts, at every load: listens on the channel the preview
 * talks to the manager on (`__STORYBOOK_ADDONS_CHANNEL__`) from the moment the preview sets it.
 * Only the docs page itself: its stories' own frames are previews of their own.
 */
function watchDocsPreview(events: { docsRendered: string; phaseChanged: string }) {
  if (window.parent !== window) return;
  const watched = window as WatchedWindow;
  const watch: DocsWatch = { renders: {} };
  watched.__idlDocsWatch = watch;
  let channel: WatchedWindow['__STORYBOOK_ADDONS_CHANNEL__'];
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: WatchedWindow['__STORYBOOK_ADDONS_CHANNEL__']) => {
      if (next && next !== channel) {
        next.on(events.docsRendered, (id: string) => {
          watch.rendered = id;
        });
        next.on(
          events.phaseChanged,
          ({ newPhase, renderId, storyId }: { newPhase: string; renderId: number; storyId: string }) => {
            // renderId is the time the render started: stories that start in the same millisecond
            // share it.
            watch.renders[`${renderId} ${storyId}`] = { storyId, phase: newPhase };
          },
        );
      }
      channel = next;
    },
  });
}

/**
 * Shows the docs page `id` in a tab, as Storybook's manager does when a reviewer picks it in the
 * sidebar: the first page loads the preview, the next ones ask the loaded preview for their entry
 * (SET_CURRENT_STORY) instead of loading it again (161 pages one after another: 130 s of CPU
 * loaded each, 86 s asked for). Resolves once the preview has rendered that entry.
 */
async function showDocs(tab: Page, url: string, id: string) {
  const loaded = await tab.evaluate(() => !!(window as WatchedWindow).__STORYBOOK_ADDONS_CHANNEL__);
  if (!loaded) {
    await tab.goto(url);
  } else {
    await tab.evaluate(
      ([event, storyId]) =>
        (window as WatchedWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit(event, { storyId, viewMode: 'docs' }),
      [SET_CURRENT_STORY, id] as const,
    );
  }
  // A limit for a stuck page, not a speed check: a run beside other work once took over 30 s.
  await tab.waitForFunction((shown) => (window as WatchedWindow).__idlDocsWatch?.rendered === shown, id, {
    timeout: 60_000,
    polling: 100,
  });
}

/** What is wrong with the docs page on screen, once its stories had time to render. */
async function problemsOf(page: Page): Promise<{
  unfinishedStories: string[];
  emptyStories: string[];
  strayOverlays: string[];
  untypedProps: string[];
  rawObjectControls: string[];
  clippedStories: string[];
}> {
  /** Frames whose story Storybook has not finished preparing yet (no verdict on them so far). */
  const preparingFrames = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLIFrameElement>('.docs-story iframe')].filter(
          (frame) =>
            !['sb-show-main', 'sb-show-errordisplay', 'sb-show-nopreview'].some((shown) =>
              frame.contentDocument?.body?.classList.contains(shown),
            ),
        ).length,
    );
  const look = () =>
    page.evaluate(() => {
      const frames = [...document.querySelectorAll<HTMLIFrameElement>('.docs-story iframe')];
      const inline = [...document.querySelectorAll<HTMLElement>('[data-story-block]')];
      const emptyStories = [
        // An inline story that rendered nothing (its content went somewhere else, or nowhere).
        ...inline.filter((block) => block.getBoundingClientRect().height < 4).map((block) => block.id),
        // A story in its own frame whose frame shows nothing (a modal renders outside the story's
        // root, on the frame's body, so the whole body's visible text is what counts).
        ...frames
          .filter((frame) => {
            const text = frame.contentDocument?.body?.innerText.trim() ?? '';
            return frame.getBoundingClientRect().height < 4 || text === '';
          })
          .map((frame) => frame.id || frame.title),
        // A story in its own frame that failed to render shows Storybook's error instead.
        ...frames
          .filter((frame) => frame.contentDocument?.body?.classList.contains('sb-show-errordisplay'))
          .map((frame) => `${frame.id || frame.title} (error)`),
      ];
      // A dialog drawn over the docs page instead of inside its own story's box.
      const strayOverlays = [
        ...document.querySelectorAll<HTMLElement>(
          '[role="dialog"], [role="alertdialog"], [aria-modal="true"]',
        ),
      ]
        .filter((overlay) => !overlay.closest('[data-story-block]'))
        .map((overlay) => overlay.getAttribute('aria-label') ?? overlay.textContent?.slice(0, 40) ?? '');
      // A prop whose type the docs could not read shows as "unknown[number]", with no control.
      const untypedProps = [...document.querySelectorAll('.docblock-argstable-body tr')]
        .filter((row) => row.textContent?.includes('unknown['))
        .map((row) => row.querySelector('td')?.textContent ?? '');
      // A prop whose control is a raw object editor: a "Set object" button, or the JSON tree or
      // JSON text box it opens (an object, an array, a React node or a value that may be null; a
      // string in a React node's editor shows as a JSON text box labelled "Edit <prop> as JSON").
      const rawObjectControls = [...document.querySelectorAll('.docblock-argstable-body tr')]
        .filter(
          (row) =>
            [...row.querySelectorAll('button')].some(
              (button) => button.textContent?.trim() === 'Set object',
            ) ||
            !!row.querySelector('.rejt-tree, [aria-label$=" as JSON"]') ||
            [...row.querySelectorAll('label')].some((label) =>
              /^Edit .* as JSON$/.test(label.textContent?.trim() ?? ''),
            ),
        )
        .map((row) => (row.querySelector('td')?.textContent ?? '').replace(/\*$/, '').trim());
      // A story wider than its box on the page: the reviewer sees it cut off at the right (a page
      // drawn in a fixed desktop frame wider than the docs column, say).
      const clippedStories = [
        ...inline
          .filter((block) => block.scrollWidth > block.clientWidth + 1)
          .map((block) => `${block.id} (${block.scrollWidth} px in ${block.clientWidth} px)`),
        ...frames
          .filter((frame) => {
            const shown = frame.contentDocument?.documentElement;
            return !!shown && shown.scrollWidth > shown.clientWidth + 1;
          })
          .map((frame) => frame.id || frame.title),
      ];
      return {
        emptyStories,
        strayOverlays,
        untypedProps,
        rawObjectControls,
        clippedStories,
      };
    });
  // Frames load only once they come near the screen, as they would for a reviewer scrolling down
  // the page; loading them all at once shows the same stories without scrolling through them.
  await page.evaluate(() => {
    for (const frame of document.querySelectorAll<HTMLIFrameElement>('.docs-story iframe')) {
      frame.loading = 'eager';
    }
  });
  // A story shown twice (the page's first story, again under Stories) renders twice. Each with the
  // phase it is in, for the failure message.
  const unfinished = () =>
    page.evaluate(() => [
      ...new Set(
        Object.values((window as WatchedWindow).__idlDocsWatch?.renders ?? {})
          .filter(({ phase }) => !['finished', 'aborted', 'errored'].includes(phase))
          .map(({ storyId, phase }) => `${storyId} (${phase})`),
      ),
    ]);
  // Stories render one after another, those in frames after their frame loads. While frames are
  // still being prepared or stories rendering, wait for them (a page with 15 frames on a busy
  // machine takes a while), counting only them: a whole look lays out every frame and reads its
  // text, and four tabs doing that every 250 ms spent the CPU the stories needed. Every story
  // renders to its end before the tab moves on: Storybook reloads a preview whose story is torn
  // down while still rendering, as it would for a reviewer who moved on then. A frame still not
  // prepared after two minutes shows nothing, and the look reports it as an empty story; a story
  // still rendering is reported as unfinished. Two minutes, not one: on a machine twice as slow as
  // usual, pages took up to 57 s with four tabs beside other groups, and the 15 stories of
  // AdminOrderDetail were all still rendering after 60 s (a fresh-clone run, session 31).
  const started = Date.now();
  let unfinishedStories = await unfinished();
  while ((unfinishedStories.length > 0 || (await preparingFrames()) > 0) && Date.now() - started < 120_000) {
    await page.waitForTimeout(250);
    unfinishedStories = await unfinished();
  }
  // Then wait while stories keep appearing, and report those still empty once nothing has changed
  // for a while. The same for a story still being laid out (wider than its box for a moment) or an
  // overlay not yet moved into its story's box: only what stays wrong is reported.
  const state = (found: Awaited<ReturnType<typeof look>>) =>
    JSON.stringify([found.emptyStories, found.clippedStories, found.strayOverlays]);
  let seen = await look();
  let lastChange = Date.now();
  while (
    seen.emptyStories.length + seen.clippedStories.length + seen.strayOverlays.length > 0 &&
    Date.now() - lastChange < 10_000
  ) {
    await page.waitForTimeout(250);
    const before = state(seen);
    seen = await look();
    if (state(seen) !== before) lastChange = Date.now();
  }
  return { unfinishedStories, ...seen };
}

/** What a docs page explains besides its stories: how to use a piece, or where a page lives. */
function guidanceOf(id: string): 'usage' | 'page' | 'none' {
  if (id.startsWith('pages-')) return 'page';
  return id.startsWith('introduction-') || id.startsWith('foundations-') ? 'none' : 'usage';
}

/**
 * Docs pages are checked a few at a time, each in its own tab: a page spends most of its second
 * waiting for its frames, so one at a time left the cores idle (2 min 24 s alone, one at a time).
 */
const pagesAtOnce = 4;

// A page waits up to two minutes for its frames and stories on a busy machine, then up to 10 s
// for stories still appearing.
describe('Storybook docs pages', { timeout: 240_000 }, () => {
  let server: http.Server;
  let browser: Browser;
  let context: BrowserContext;
  let base: string;
  /** Tabs waiting for their next docs page; a test takes one and gives it back. */
  const idle: Page[] = [];
  const waiting: ((tab: Page) => void)[] = [];
  const problemsOfTab = new Map<Page, string[]>();
  /** Counted before a tab is open: the tests start five at a time (Vitest's maxConcurrency). */
  let tabsOpened = 0;

  async function takeTab(): Promise<Page> {
    const tab = idle.pop();
    if (tab) return tab;
    if (tabsOpened < pagesAtOnce) {
      tabsOpened += 1;
      const opened = await context.newPage();
      const problems: string[] = [];
      problemsOfTab.set(opened, problems);
      await opened.addInitScript(watchDocsPreview, {
        docsRendered: DOCS_RENDERED,
        phaseChanged: STORY_RENDER_PHASE_CHANGED,
      });
      opened.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      opened.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      opened.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
      });
      return opened;
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function giveBack(tab: Page) {
    const next = waiting.shift();
    if (next) next(tab);
    else idle.push(tab);
  }

  beforeAll(async () => {
    // Served as a host serves a static Storybook: Vite's assets, named by their content, are kept
    // by the browser for good, the rest is asked for again each time (a 304 while unchanged). With
    // no Cache-Control the browser keeps a file for a tenth of its age, so right after a build every
    // framed story asked for the whole preview again: this group alone, built afresh, took 183 to
    // 221 s of CPU so, 155 to 167 s with the assets kept.
    const serve = sirv(outDir, {
      dev: false,
      etag: true,
      setHeaders: (res, pathname) =>
        res.setHeader(
          'Cache-Control',
          pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
    server = http.createServer((req, res) =>
      // The browser asks for /favicon.ico when it opens iframe.html directly, which a reviewer
      // never does (Storybook's own page links its icon): not a missing file of the docs.
      req.url === '/favicon.ico'
        ? res.writeHead(204).end()
        : serve(req, res, () => {
            res.statusCode = 404;
            res.end();
          }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('has the Introduction, the Foundations pages and a docs page for every component', () => {
    const ids = docsPages.map((entry) => entry.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'introduction--docs',
        'foundations-colour--docs',
        'foundations-typography--docs',
        'foundations-spacing--docs',
        'foundations-radius--docs',
        'foundations-shadow--docs',
        'foundations-focus--docs',
      ]),
    );
    expect(docsPages.length).toBeGreaterThan(100);
  });

  // A reviewer's 1440 px window leaves the canvas about 1140 px beside the sidebar: a page story
  // fills it instead of a 1280 px desktop frame cut off at the right (the tests still draw 1280,
  // and 1280 x 1400 for the admin product pages' tall desktop, desktopTall).
  it.for([
    ['a desktop page story', 'pages-aboutus--desktop'],
    ['a tall desktop page story (admin product form)', 'pages-admin-update-product--desktop'],
    ['a tall desktop page story (Add Stock)', 'pages-admin-products--add-stock'],
  ] as const)('shows %s at the width of the canvas, nothing cut off', async ([, id]) => {
    const tab = await context.newPage();
    try {
      await tab.goto(`${base}/?path=/story/${id}`);
      const canvas = tab.frameLocator('#storybook-preview-iframe');
      await canvas.locator('body.sb-show-main').waitFor({ state: 'attached', timeout: 60_000 });
      await canvas.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      const frame = await tab.evaluate(() => {
        const shown = document.querySelector('#storybook-preview-iframe')!.getBoundingClientRect();
        return { left: shown.left, right: shown.right, window: window.innerWidth };
      });
      expect(frame.right).toBeLessThanOrEqual(frame.window);
      expect(frame.right - frame.left).toBeLessThan(1280);
      const story = await canvas.locator('#storybook-root').evaluate((root) => ({
        scrollWidth: root.scrollWidth,
        clientWidth: root.clientWidth,
        pageScrollWidth: document.documentElement.scrollWidth,
        pageWidth: document.documentElement.clientWidth,
      }));
      expect(story.scrollWidth).toBeLessThanOrEqual(story.clientWidth);
      expect(story.pageScrollWidth).toBeLessThanOrEqual(story.pageWidth);
    } finally {
      await tab.close();
    }
  });

  describe.concurrent('each docs page', () => {
    it.for(docsPages.map((entry) => [entry.title, entry.id] as const))(
      '%s: guidance, every story in its own box, every prop typed, no error',
      async ([, id], { expect, onTestFailed }) => {
        const tab = await takeTab();
        const problems = problemsOfTab.get(tab)!;
        problems.length = 0;
        // A failure keeps what the reviewer would have seen, named in the failure message.
        onTestFailed(async ({ task }) => {
          const file = path.join(e2eResultsDir, 'storybook-docs', `${id}.png`);
          mkdirSync(path.dirname(file), { recursive: true });
          await tab.screenshot({ path: file, fullPage: true, timeout: 10_000 }).then(
            () => {
              const error = task.result?.errors?.[0];
              if (error) error.message += `\n\nWhat the docs page showed: ${path.relative(root, file)}`;
            },
            () => undefined,
          );
        });
        try {
          await showDocs(tab, `${base}/iframe.html?viewMode=docs&id=${id}`, id);
          await tab.locator('.sbdocs-content h1').first().waitFor({ timeout: 60_000 });
          const {
            unfinishedStories,
            emptyStories,
            strayOverlays,
            untypedProps,
            rawObjectControls,
            clippedStories,
          } = await problemsOf(tab);
          const found = {
            unfinishedStories,
            emptyStories,
            strayOverlays,
            untypedProps,
            rawObjectControls: rawObjectControls.filter(
              (prop) => !(`${id} ${prop}` in rawObjectControlsAllowed),
            ),
            clippedStories,
            problems: [...problems],
          };
          // The summary of a run shows only the message's first line: name what was wrong there.
          const wrong = Object.entries(found).filter(([, list]) => list.length > 0);
          expect(found, wrong.map(([kind, list]) => `${kind}: ${list.join('; ')}`).join(' | ')).toEqual({
            unfinishedStories: [],
            emptyStories: [],
            strayOverlays: [],
            untypedProps: [],
            rawObjectControls: [],
            clippedStories: [],
            problems: [],
          });
          const { headings, text } = await tab.evaluate(() => ({
            headings: [...document.querySelectorAll('.sbdocs-content h3')].map(
              (heading) => heading.textContent?.trim() ?? '',
            ),
            text: document.querySelector('.sbdocs-content')?.textContent ?? '',
          }));
          const kind = guidanceOf(id);
          // A whole page says where it lives; a component or fragment says how to use it.
          if (kind === 'page') expect(text).toContain('Address:');
          if (kind === 'usage') {
            expect(
              headings.filter((heading) => (usageHeadings as readonly string[]).includes(heading)),
            ).toEqual(usageHeadings);
          }
        } finally {
          giveBack(tab);
        }
      },
    );
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsCurrent, rememberBuild, type BuildInputs } from './build-cache';
import { launchBrowser } from './browser';
import { watchForFailures } from './failure-evidence';

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

/** What is wrong with the docs page on screen, once its stories had time to render. */
async function problemsOf(
  page: Page,
): Promise<{ emptyStories: string[]; strayOverlays: string[]; untypedProps: string[] }> {
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
      return { emptyStories, strayOverlays, untypedProps };
    });
  // Stories render one after another, those in frames after their frame loads: wait until every
  // one shows something, or give up and report those that do not.
  const deadline = Date.now() + 20_000;
  let seen = await look();
  while (seen.emptyStories.length > 0 && Date.now() < deadline) {
    // Frames load only once they come near the screen, as they would for a reviewer scrolling.
    await page.evaluate((ids) => {
      for (const id of ids) document.getElementById(id)?.scrollIntoView({ block: 'center' });
    }, seen.emptyStories);
    await page.waitForTimeout(250);
    seen = await look();
  }
  return seen;
}

describe('Storybook docs pages', { timeout: 60_000 }, () => {
  let server: http.Server;
  let browser: Browser;
  let page: Page;
  let base: string;
  let problems: string[] = [];

  beforeAll(async () => {
    const serve = sirv(outDir, { dev: false, etag: true });
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
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await watchForFailures(context);
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
    });
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

  it.each(docsPages.map((entry) => [entry.title, entry.id]))(
    '%s: every story in its own box, every prop typed, no error',
    async (_title, id) => {
      problems = [];
      await page.goto(`${base}/iframe.html?viewMode=docs&id=${id}`);
      await page.locator('.sbdocs-content h1').first().waitFor({ timeout: 30_000 });
      const { emptyStories, strayOverlays, untypedProps } = await problemsOf(page);
      expect({ emptyStories, strayOverlays, untypedProps, problems }).toEqual({
        emptyStories: [],
        strayOverlays: [],
        untypedProps: [],
        problems: [],
      });
    },
  );
});

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';

const dist = path.resolve(new URL('.', import.meta.url).pathname, '../../apps/web/dist');

/**
 * Gzipped JavaScript a customer's first page may load. Issue 12 asks for 100 KB; that is not met.
 * Measured on the production build of the real pages: 174.7 KB on / and 241.4 KB on /shop (2026-11-29;
 * 166 and 231 KB on 2026-11-22; 247 and 261 KB before the customer shell, its dialogs, the toast region
 * and About's View More dialog loaded on first use, the app moved to the declarative router and the build
 * kept only react-aria's en-US strings). As measured on 2026-11-22, both pages share the framework chunk
 * (react-dom, react-router, TanStack Query) of 89 KB, zod with the contract's schemas (every answer is
 * parsed, from the first request on) 32 KB (only the areas a page calls: the web app imports each area's
 * endpoint table on its own, since the whole table put every area, the lab's cases included, on every
 * page: 181.7 KB on /, 169.4 after), react-aria's press and focus code 15 KB and the entry 10 KB. /shop
 * adds the customer header (11 KB) and react-aria's overlays for its search, menus and the sort select
 * (Dialog, animation, ListBox, FocusScope: about 40 KB), plus the shop page. Each page's budget was its
 * weight of the day with about 5% room, so the test fails as soon as a customer page grows past it (on
 * 2026-11-29 / had 0.3 KB left and /shop 1.6 KB); lower them as the weight comes down (see README,
 * Performance).
 */
const ISSUE_TARGET_BYTES = 100 * 1024;
const BUDGET_BYTES: Record<string, number> = { '/': 175 * 1024, '/shop': 243 * 1024 };
/**
 * Code that must never reach a customer page: admin screens, charts (visx, d3), and the 3D scan
 * viewer with three.js (a chunk of its own, loaded when an office or the lab opens a scan in 3D).
 */
const forbiddenSource =
  /routes\/admin\/|fragments\/admin\/|fragments\/cases\/ScanViewer\/|node_modules\/(@visx|d3-|three\/)/;

/** Size of a built script as the server sends it gzipped (the .gz written beside it at build). */
function gzippedSize(file: string): number {
  const gz = `${file}.gz`;
  return existsSync(gz) ? statSync(gz).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Source files bundled into a built script, from its source map. */
function sourcesOf(file: string): string[] {
  const map = `${file}.map`;
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

describe('customer bundle budget', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  /** Every script Chromium fetches while the first page settles (entry, its imports, lazy routes). */
  async function scriptsLoadedBy(route: string): Promise<string[]> {
    const { page } = await newPage(browser);
    // Chromium starts a new page with its pointer in the top-left corner, over the customer header,
    // whose dialogs and cart panel load as soon as a pointer comes over it (customer-layout.tsx).
    // Whether the app had hydrated when that first hover arrived decided whether /shop counted
    // them: 268 KB instead of 241 in a loaded run. The budget is what a page loads while the
    // visitor's pointer is elsewhere: rest it in the bottom-right corner of a page of the same site
    // first; the page opened next keeps it there and gets no hover.
    await page.goto('/robots.txt');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('newPage gives every page a viewport');
    await page.mouse.move(viewport.width - 1, viewport.height - 1);
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    // A quiet network alone can come before the page's own code was asked for (a busy machine: a run
    // once counted 157 KB of the 179 KB on /). Both pages list products of the catalogue: once a
    // product link is drawn, the page's code and data have arrived; then whatever they load next.
    await page.locator('a[href^="/product/"]').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.context().close();
    return [...scripts];
  }

  it('has a build manifest naming the entry', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { isEntry?: boolean; file: string }
    >;
    expect(Object.values(manifest).some((chunk) => chunk.isEntry && chunk.file.endsWith('.js'))).toBe(true);
  });

  for (const [route, budget] of Object.entries(BUDGET_BYTES)) {
    it(`stays within the JavaScript budget, with no admin or chart code, on ${route}`, async () => {
      const scripts = await scriptsLoadedBy(route);
      expect(scripts.length).toBeGreaterThan(0);
      const files = scripts.map((script) => path.join(dist, script));
      for (const file of files) expect(existsSync(file), `${file} is not in the build`).toBe(true);

      const sizes = files.map((file) => ({ file: path.basename(file), gzip: gzippedSize(file) }));
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      console.log(
        `bundle budget ${route}: ${(total / 1024).toFixed(1)} KB gzipped JavaScript (${sizes
          .map((s) => `${s.file} ${(s.gzip / 1024).toFixed(1)} KB`)
          .join(', ')}); budget ${budget / 1024} KB (issue target ${ISSUE_TARGET_BYTES / 1024} KB)`,
      );
      const forbidden = files.flatMap((file) =>
        sourcesOf(file).filter((source) => forbiddenSource.test(source)),
      );
      expect(forbidden, 'admin or chart code on a customer page').toEqual([]);
      expect(total, `gzipped JavaScript on ${route}`).toBeLessThanOrEqual(budget);
    });
  }
});

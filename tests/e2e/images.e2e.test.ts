import { brandPageSchema, catalogPaths } from '@idl/api-contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { call } from './shop-api';

/** The shop's own uploads: an original `x.webp` and its stored versions `x-320.webp`, `x-800.webp`. */
const UPLOAD = /\/interdentallab\/uploads\/[0-9a-f]{32}(-\d+)?\.webp$/;

describe('product pictures (the demo catalogue, at 1280 x 900)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the shop grid downloads the 320 px WebP version of each card picture, not the original', async () => {
    const { page, problems } = await newPage(browser);
    const downloads: { path: string; type: string | undefined }[] = [];
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (UPLOAD.test(path)) downloads.push({ path, type: res.headers()['content-type'] });
    });
    // The lab's own brand: its demo products all have pictures, and the journeys that add products
    // without one put them in the first brand, so the grid is the demo catalogue whatever ran before.
    const brands = await call(catalogPaths.brands, { response: brandPageSchema });
    const lab = brands.content.find((brand) => brand.name === 'Interdental Lab');
    if (!lab) throw new Error('The demo catalogue has the Interdental Lab brand');
    await page.goto(`/shop?brandId=${lab.id}`);
    const pictures = page.locator('article img[srcset]');
    await pictures.first().waitFor();
    const first = pictures.first();
    expect(await first.getAttribute('srcset')).toMatch(/^\S+-320\.webp 320w, \S+-800\.webp 800w$/);
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
      .toMatch(/-320\.webp$/);
    // The first row is visible at once; the rest load as they come near. (Products other journeys
    // added may have no picture: each card is read in its place in the grid.)
    const loading = await page
      .locator('article')
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelector('img')?.getAttribute('loading') ?? null),
      );
    const pictured = (values: (string | null)[]) => values.filter((value) => value !== null);
    expect(pictured(loading.slice(0, 4)).length).toBeGreaterThan(0);
    expect(pictured(loading.slice(0, 4)).every((value) => value === 'eager')).toBe(true);
    expect(pictured(loading.slice(4)).length).toBeGreaterThan(0);
    expect(pictured(loading.slice(4)).every((value) => value === 'lazy')).toBe(true);
    expect(downloads.length).toBeGreaterThan(0);
    for (const { path, type } of downloads) {
      expect(path).toMatch(/-320\.webp$/);
      expect(type).toBe('image/webp');
    }
    expect(problems).toEqual([]);
  });

  it('the product page loads its main picture at once, in the 800 px version that fills the gallery', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto('/shop');
    const card = page
      .locator('article')
      .filter({ has: page.locator('img[srcset]') })
      .first();
    const name = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // The first slide of the gallery (its alt text may differ from the product's name).
    const main = page.locator('[aria-label="Product images"] img').first();
    expect(await main.getAttribute('fetchpriority')).toBe('high');
    expect(await main.getAttribute('loading')).toBe('eager');
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
      .toMatch(/-800\.webp$/);
    const served = await page.request.get(await main.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(problems).toEqual([]);
  });
});

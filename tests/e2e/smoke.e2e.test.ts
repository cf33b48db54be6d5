import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser';

describe('the shop as npm start serves it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('renders the home page without console errors or CSP violations', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Crafting Smiles');
    expect(problems).toEqual([]);
  });

  it('works in a browser set to another language (the build keeps only en-US react-aria strings)', async () => {
    const { page, problems } = await newPage(browser, { locale: 'fr-FR' });
    await page.goto('/shop');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('a');
    await page.keyboard.press('Escape');
    // While the search list is open, react-aria hides the rest of the page from roles: wait until
    // it is closed (it no longer reopens by itself for text dismissed with Escape).
    await page.getByRole('combobox', { name: 'Search products', expanded: false }).waitFor();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Cart/ }).first().click();
    await page.getByRole('dialog').first().waitFor();
    expect(problems).toEqual([]);
  });

  it('answers client routes with the app and API paths with JSON', async () => {
    const page = await fetch(`${baseUrl()}/admin/orders/7`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const health = await fetch(`${baseUrl()}/interdentallab/health`);
    await expect(health.json()).resolves.toEqual({ status: 'ok', database: 'sqlite' });
  });

  it('serves hashed assets with long-lived cache headers', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl()}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('shows the API documentation', async () => {
    const { page } = await newPage(browser);
    await page.goto('/interdentallab/docs');
    await page.getByText('Interdental Lab shop API').first().waitFor();
  });
});

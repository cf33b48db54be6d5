import {
  brandPageSchema,
  catalogPaths,
  categorySchema,
  productPageResponseSchema,
  productSchema,
  type Product,
} from '@idl/api-contract';
import type { Browser, BrowserContext } from 'playwright-core';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, newPage } from './browser';
import { adminToken, call, removeProduct } from './shop-api';

/** A name that would break out of a tag, an attribute or a script block were it not escaped. */
const NAME = 'Brush <b>"XL"</b> & Co </script><script>alert(1)</script>';

describe("a product page's head in Chromium, scripts off (what a crawler or link preview reads)", () => {
  let browser: Browser;
  let noScripts: BrowserContext;
  let token: string;
  let product: Product;
  /** A picture of the demo catalogue, as stored (a path of the shop). */
  let picture: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    noScripts = await newContext(browser, { javaScriptEnabled: false });
    token = await adminToken();
    const [category] = await call(catalogPaths.categories, { response: z.array(categorySchema) });
    const [brand] = (await call(catalogPaths.brands, { response: brandPageSchema })).content;
    if (!category || !brand) throw new Error('The catalogue needs a category and a brand (demo seed)');
    const demo = await call(`${catalogPaths.shopProducts}?size=50`, { response: productPageResponseSchema });
    const withPicture = demo.data.content.find((item) => item.img?.startsWith('/'));
    if (!withPicture?.img) throw new Error('The demo catalogue has products with pictures');
    picture = withPicture.img;
    product = await call(catalogPaths.addProduct, {
      method: 'POST',
      token,
      body: {
        name: NAME,
        description: 'A brush for the head journey.',
        price: 12.5,
        stockQuantity: 3,
        categoryId: category.categoryId,
        brandId: brand.id,
        images: [{ imageUrl: picture, altText: 'Brush' }],
      },
      response: productSchema,
    });
  });
  afterAll(async () => {
    if (product) await removeProduct(token, product.id);
    await browser.close();
  });

  it('reads the title, description, canonical address, cards and JSON-LD the server wrote', async () => {
    const page = await noScripts.newPage();
    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);
    const meta = (selector: string) => page.locator(`meta[${selector}]`).getAttribute('content');

    // The name came through as text, not as markup: no element of it exists.
    expect(await page.title()).toBe(`${NAME} | Interdental Lab`);
    expect(await page.locator('b').count()).toBe(0);
    // Only data blocks, which are never run: the JSON-LD and the rendered page's state.
    expect(
      await page
        .locator('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])')
        .count(),
    ).toBe(0);
    expect(await meta('name="description"')).toBe('A brush for the head journey.');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl()}/product/${product.id}`,
    );
    expect(await meta('property="og:title"')).toBe(`${NAME} | Interdental Lab`);
    expect(await meta('property="og:image"')).toBe(`${baseUrl()}${picture}`);
    expect(await meta('property="product:price:amount"')).toBe('12.50');
    expect(await meta('property="product:availability"')).toBe('in stock');
    expect(await meta('name="twitter:card"')).toBe('summary_large_image');

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as { '@type': string } & Record<string, unknown>);
    expect(data.map((item) => item['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(data[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: NAME,
      offers: {
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    await page.close();
  });

  it('keeps the content security policy as strict, and Chromium reports no violation', async () => {
    const csp = async (path: string) =>
      (await fetch(`${baseUrl()}${path}`)).headers.get('content-security-policy') ?? '';
    const policy = await csp(`/product/${product.id}`);
    // One policy for every answer: the head's JSON-LD needed no hash, nonce or 'unsafe-inline'.
    expect(policy).not.toBe('');
    expect(await csp('/favicon.svg')).toBe(policy);
    expect(await csp('/no-such-page')).toBe(policy);
    expect(policy).not.toMatch(/unsafe-inline|'sha\d+-|'nonce-/);

    // With scripts on, the page runs under that policy: the data blocks are never run, nothing is refused.
    const { page, problems } = await newPage(browser);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    expect(await page.title()).toBe(`${NAME} | Interdental Lab`);
    expect(problems).toEqual([]);
  });
});

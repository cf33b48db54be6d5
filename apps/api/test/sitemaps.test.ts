import { sql } from 'kysely';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_URLS_PER_SITEMAP, sitemaps } from '../src/modules/seo/sitemaps';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ORIGIN = 'https://lab.example';

interface Entry {
  loc: string;
  lastmod?: string;
}

/**
 * Parses a sitemap or sitemap index with a strict XML parser and checks its shape against the
 * sitemaps.org protocol: the root in its namespace, each entry one <loc> (an absolute address)
 * and at most one <lastmod>, nothing else.
 */
function parseSitemap(xml: string, root: 'urlset' | 'sitemapindex'): Entry[] {
  const entryName = root === 'urlset' ? 'url' : 'sitemap';
  const parser = new SaxesParser({ xmlns: true });
  const problems: string[] = [];
  const stack: string[] = [];
  const entries: Entry[] = [];
  let entry: Record<string, string> = {};
  let text = '';
  parser.on('opentag', (tag) => {
    if (tag.uri !== SITEMAP_NS) problems.push(`<${tag.local}> in namespace ${tag.uri}`);
    const depth = stack.length;
    const expected = [[root], [entryName], ['loc', 'lastmod']][depth] ?? [];
    if (!expected.includes(tag.local)) problems.push(`<${tag.local}> at depth ${depth}`);
    if (depth === 1) entry = {};
    if (depth === 2 && tag.local in entry) problems.push(`a second <${tag.local}>`);
    text = '';
    stack.push(tag.local);
  });
  parser.on('text', (value) => {
    text += value;
  });
  parser.on('closetag', (tag) => {
    stack.pop();
    if (stack.length === 2) entry[tag.local] = text;
    if (stack.length !== 1) return;
    if (!URL.canParse(entry.loc ?? '')) problems.push(`<loc> ${entry.loc} is not an absolute address`);
    if (entry.lastmod !== undefined && !(new Date(entry.lastmod).toISOString() === entry.lastmod))
      problems.push(`<lastmod> ${entry.lastmod}`);
    entries.push(entry as unknown as Entry);
  });
  parser.write(xml).close();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(problems.slice(0, 5)).toEqual([]);
  expect(entries.length).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
  return entries;
}

const locs = (entries: Entry[]) => entries.map((entry) => entry.loc);

describe(`robots.txt and the sitemaps (${testDatabaseKind})`, () => {
  let t: TestApp;
  let fx: ReturnType<typeof catalogFixtures>;
  let ids: { categoryId: number; brandId: number };
  const productIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` });
    fx = catalogFixtures(t, (await createUserWithToken(t, { role: 'ADMIN' })).authorization);
    ids = { categoryId: await fx.category('Brushes'), brandId: await fx.brand('TePe') };
    for (const name of ['Brush XS', 'Brush S', 'Brush M', 'Brush L', 'Brush XL'])
      productIds.push((await fx.product({ name, ...ids })).id);
    await sql`update products set archived = 1 where id = ${productIds[2]!}`.execute(t.database.db);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const visible = () => productIds.filter((_, i) => i !== 2);

  it('robots.txt lets the public pages be crawled, not accounts, orders, the admin or the API', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const path of [
      '/admin',
      '/orders',
      '/order-info',
      '/wishlist',
      '/login',
      '/signup',
      '/new-password',
      '/shop?cart=',
      '/interdentallab/',
    ])
      expect(disallowed).toContain(path);
    for (const path of ['/', '/shop', '/product/', '/aboutus', '/patient', '/warranty', '/brands'])
      expect(
        disallowed.filter((rule) => path.startsWith(rule)),
        path,
      ).toEqual([]);
    expect(lines).toContain('Allow: /interdentallab/uploads/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the index names the pages sitemap and one product sitemap per 50,000 products', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(locs(parseSitemap(res.body, 'sitemapindex'))).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
    ]);
    const products = parseSitemap((await get('/sitemaps/products-1.xml')).body, 'urlset');
    expect(locs(products)).toEqual(visible().map((id) => `${ORIGIN}/product/${id}`));
    for (const entry of products) expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await get('/sitemaps/products-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/other.xml')).statusCode).toBe(404);
  });

  it('the pages sitemap lists the public pages, About us once', async () => {
    const res = await get('/sitemaps/pages.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const pages = locs(parseSitemap(res.body, 'urlset'));
    for (const page of [
      '/',
      '/shop',
      '/brands',
      '/categories',
      '/aboutus',
      '/contact-us',
      '/patient',
      '/doctor',
      '/warranty',
    ])
      expect(pages).toContain(`${ORIGIN}${page}`);
    expect(pages).not.toContain(`${ORIGIN}/about-us`);
    for (const page of pages) expect(page).not.toMatch(/\/(admin|orders|order-info|wishlist|login|signup)/);
  });

  it('answers an unchanged sitemap with 304 and a changed catalogue with a new one', async () => {
    const first = await get('/sitemaps/products-1.xml');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await get('/sitemaps/products-1.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    const added = (await fx.product({ name: 'Brush XXL', ...ids })).id;
    const after = await get('/sitemaps/products-1.xml', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(locs(parseSitemap(after.body, 'urlset')).at(-1)).toBe(`${ORIGIN}/product/${added}`);
    await sql`delete from products where id = ${added}`.execute(t.database.db);
  });

  describe('with a few addresses per sitemap', () => {
    const service = (publicUrl = ORIGIN) =>
      sitemaps({
        database: t.database,
        publicUrl,
        catalogVersion: t.app.catalogVersion,
        urlsPerSitemap: 2,
        rowsPerQuery: 1,
      });

    it('the index lists ceil(N / size) product sitemaps, each the next products in id order', async () => {
      const maps = service();
      const index = locs(parseSitemap((await maps.index()).body, 'sitemapindex'));
      // Four visible products, two a sitemap.
      expect(index).toEqual([
        `${ORIGIN}/sitemaps/pages.xml`,
        `${ORIGIN}/sitemaps/products-1.xml`,
        `${ORIGIN}/sitemaps/products-2.xml`,
      ]);
      const [a, b, c, d] = visible().map((id) => `${ORIGIN}/product/${id}`);
      expect(locs(parseSitemap((await maps.products(2))!.body, 'urlset'))).toEqual([c, d]);
      expect(locs(parseSitemap((await maps.products(1))!.body, 'urlset'))).toEqual([a, b]);
      expect(await maps.products(3)).toBeUndefined();
    });

    it('escapes what XML gives a meaning to', async () => {
      const maps = service(`${ORIGIN}/lab&co's`);
      const xml = (await maps.products(1))!.body;
      expect(xml).toContain(`<loc>${ORIGIN}/lab&amp;co&apos;s/product/${visible()[0]}</loc>`);
      expect(locs(parseSitemap(xml, 'urlset'))[0]).toBe(`${ORIGIN}/lab&co's/product/${visible()[0]}`);
      expect(parseSitemap((await maps.index()).body, 'sitemapindex')[0]!.loc).toBe(
        `${ORIGIN}/lab&co's/sitemaps/pages.xml`,
      );
    });

    it('serves a sitemap again from memory until the catalogue changes', async () => {
      const maps = service();
      const first = await maps.products(2);
      expect(await maps.products(2)).toBe(first);
      const index = await maps.index();
      expect(await maps.index()).toBe(index);
      // Any catalogue write moves the catalogue version: the next request builds anew.
      const added = (await fx.product({ name: 'Brush XXL', ...ids })).id;
      const after = await maps.products(2);
      expect(after).not.toBe(first);
      expect(after!.etag).not.toBe(first!.etag);
      expect(locs(parseSitemap((await maps.products(3))!.body, 'urlset'))).toEqual([
        `${ORIGIN}/product/${added}`,
      ]);
      expect(locs(parseSitemap((await maps.index()).body, 'sitemapindex'))).toHaveLength(4);
      await sql`delete from products where id = ${added}`.execute(t.database.db);
      expect(await maps.products(3)).toBeUndefined();
    });
  });

  it('holds 50,000 addresses per product sitemap by default', async () => {
    // 50,001 visible products in all: two product sitemaps, the second with one address.
    const more = 50_001 - visible().length;
    await sql`insert into products (name, name_search, description, price_cents, stock_quantity, sku, created_at, updated_at)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${more})
      select 'Bulk ' || i, 'bulk ' || i, '', 100, 1, 'BULK-' || i, '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z' from n`.execute(
      t.database.db,
    );
    const index = locs(parseSitemap((await get('/sitemap.xml')).body, 'sitemapindex'));
    expect(index).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/products-2.xml`,
    ]);
    const first = parseSitemap((await get('/sitemaps/products-1.xml')).body, 'urlset');
    expect(first).toHaveLength(50_000);
    const second = parseSitemap((await get('/sitemaps/products-2.xml')).body, 'urlset');
    expect(second).toHaveLength(1);
    expect(second[0]).toEqual({
      loc: expect.stringMatching(/\/product\/\d+$/),
      lastmod: '2026-01-02T00:00:00.000Z',
    });
    const lastOfFirst = Number(first.at(-1)!.loc.split('/').pop());
    expect(Number(second[0]!.loc.split('/').pop())).toBeGreaterThan(lastOfFirst);
  });
});

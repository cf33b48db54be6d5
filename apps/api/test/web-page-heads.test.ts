import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';

const PUBLIC_URL = 'https://shop.example';

/** Text of an attribute or element as the server escapes it (page-head.ts), read back. */
const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );

/**
 * The head of a page, read strictly: a tag counts only when written whole as the server writes it
 * (quoted attributes holding no raw quote or '<'), so a text that escaped its attribute or element
 * is not found. JSON-LD blocks end at the first '</script>' as in a browser, then are parsed.
 */
function headOf(html: string) {
  const metas = new Map<string, string>();
  for (const [, key, content] of html.matchAll(/<meta (?:name|property)="([^"<]*)" content="([^"<]*)" \/>/g))
    metas.set(unescapeHtml(key!), unescapeHtml(content!));
  const one = (pattern: RegExp) => {
    const found = [...html.matchAll(pattern)];
    expect(found.length).toBeLessThanOrEqual(1);
    return found[0]?.[1] === undefined ? undefined : unescapeHtml(found[0][1]);
  };
  return {
    title: one(/<title>([^<]*)<\/title>/g),
    description: metas.get('description'),
    robots: metas.get('robots'),
    canonical: one(/<link rel="canonical" href="([^"<]*)" \/>/g),
    og: (property: string) => metas.get(property),
    twitter: (name: string) => metas.get(name),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown> & { '@type': string },
    ),
  };
}

describe(`each page's head: titles, canonical addresses, link previews, JSON-LD (${testDatabaseKind})`, () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let fx: ReturnType<typeof catalogFixtures>;
  let ids: { categoryId: number; brandId: number };
  const dist = mkdtempSync(path.join(tmpdir(), 'idl-dist-'));
  // The web app's own index.html, as the build keeps it (its title and description are replaced).
  const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8');
  let brush: { id: number };
  let flosser: { id: number };
  let tricky: { id: number };

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    t = await createTestApp({ PUBLIC_URL });
    app = await buildApp({ config: { ...t.config, webDistDir: dist }, database: t.database, logger: false });
    await app.ready();
    fx = catalogFixtures(t, (await createUserWithToken(t, { role: 'ADMIN' })).authorization);
    ids = { categoryId: await fx.category('Brushes'), brandId: await fx.brand('TePe') };
    brush = await fx.product({
      name: 'Brush S',
      description: 'Soft interdental brush for tight spaces.',
      price: 12.5,
      stockQuantity: 7,
      images: [{ imageUrl: `/interdentallab/uploads/${'b'.repeat(32)}.webp`, altText: 'Brush S' }],
      ...ids,
    });
    flosser = await fx.product({ name: 'Water flosser', price: 80, stockQuantity: 0, ...ids });
    tricky = await fx.product({ name: 'Brush <b>"XL"</b> & more</script>', price: 3, ...ids });
    // The reviews service keeps these from verified reviews (tested in reviews.test.ts).
    await sql`update products set rating_avg = 4.5, review_count = 2 where id = ${brush.id}`.execute(
      t.database.db,
    );
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('tells search engines and link previews about a product: name, picture, price, availability', async () => {
    const res = await get(`/product/${brush.id}`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.title).toBe('Brush S | Interdental Lab');
    expect(head.description).toBe('Soft interdental brush for tight spaces.');
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe(`${PUBLIC_URL}/product/${brush.id}`);
    expect(head.og('og:type')).toBe('product');
    expect(head.og('og:title')).toBe('Brush S | Interdental Lab');
    expect(head.og('og:image')).toBe(`${PUBLIC_URL}/interdentallab/uploads/${'b'.repeat(32)}.webp`);
    expect(head.og('product:price:amount')).toBe('12.50');
    expect(head.og('product:price:currency')).toBe('USD');
    expect(head.og('product:availability')).toBe('in stock');
    expect(head.twitter('twitter:card')).toBe('summary_large_image');
    expect(head.twitter('twitter:image')).toBe(head.og('og:image'));

    const product = head.jsonLd.find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Brush S',
      image: [head.og('og:image')],
      brand: { '@type': 'Brand', name: 'TePe' },
      offers: {
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    const breadcrumbs = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Shop', item: `${PUBLIC_URL}/shop` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Brushes',
        item: `${PUBLIC_URL}/shop?categoryId=${ids.categoryId}`,
      },
      { '@type': 'ListItem', position: 4, name: 'Brush S', item: `${PUBLIC_URL}/product/${brush.id}` },
    ]);
    // Product pages are not the lab's own pages.
    expect(head.jsonLd.some((data) => data['@type'] === 'Dentist')).toBe(false);
  });

  it('says out of stock, and leaves the rating out of a product without reviews', async () => {
    const head = headOf((await get(`/product/${flosser.id}`)).body);
    expect(head.og('product:availability')).toBe('out of stock');
    expect(head.og('og:image')).toBeUndefined();
    const product = head.jsonLd.find((data) => data['@type'] === 'Product');
    expect(product?.offers).toMatchObject({ price: '80.00', availability: 'https://schema.org/OutOfStock' });
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('escapes a product name with markup, quotes and ampersands everywhere it goes', async () => {
    const name = 'Brush <b>"XL"</b> & more</script>';
    const res = await get(`/product/${tricky.id}`);
    const head = headOf(res.body);
    // Read back as written: nothing of the name became markup.
    expect(head.title).toBe(`${name} | Interdental Lab`);
    expect(head.og('og:title')).toBe(`${name} | Interdental Lab`);
    expect(res.body).not.toContain('<b>');
    expect(head.jsonLd.find((data) => data['@type'] === 'Product')?.name).toBe(name);
    // In the HTML as sent: the JSON-LD holds no '<' at all, the tags no raw quote or '<'.
    const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks.length).toBe(2);
    for (const [, json] of blocks) expect(json).not.toMatch(/[<>]/);
    expect(res.body).toContain('Brush &lt;b&gt;&quot;XL&quot;&lt;/b&gt; &amp; more&lt;/script&gt;');
    // The document around the head is the built one: one title, the app's root and scripts.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script defer src="/zod-jitless.js"></script>');
  });

  it('names /aboutus as the canonical address of /about-us, and each page its own', async () => {
    const alias = headOf((await get('/about-us')).body);
    expect(alias.canonical).toBe(`${PUBLIC_URL}/aboutus`);
    expect(alias.title).toBe('About Us | Interdental Lab');
    expect(headOf((await get('/aboutus')).body).canonical).toBe(`${PUBLIC_URL}/aboutus`);
    expect(headOf((await get('/')).body).canonical).toBe(`${PUBLIC_URL}/`);
    expect(headOf((await get('/patient')).body).title).toBe('Patient Warranty Plans | Interdental Lab');
  });

  it("keeps only /shop's parameters that change the list, in one order, in its canonical address", async () => {
    const head = headOf(
      (await get('/shop?page=2&cart=open&brandId=9&q=floss&utm_source=mail&sort=newest')).body,
    );
    expect(head.canonical).toBe(`${PUBLIC_URL}/shop?q=floss&brandId=9&page=2`);
    expect(head.og('og:url')).toBe(head.canonical);
    expect(headOf((await get('/shop?cart=open')).body).canonical).toBe(`${PUBLIC_URL}/shop`);
  });

  it('describes the lab as a Dentist with its Miami address and phone on the marketing pages', async () => {
    for (const url of ['/', '/aboutus', '/about-us', '/contact-us', '/patient', '/doctor', '/warranty']) {
      const dentist = headOf((await get(url)).body).jsonLd.find((data) => data['@type'] === 'Dentist');
      expect(dentist, url).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Interdental Lab',
        telephone: '+1 (305) 555-0142',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Miami',
          addressRegion: 'FL',
          addressCountry: 'US',
        },
      });
    }
    expect(headOf((await get('/shop')).body).jsonLd).toEqual([]);
  });

  it('asks search engines to leave out private pages and pages that show nothing', async () => {
    for (const url of ['/admin/orders/7', '/orders', '/order-info?orderId=3', '/wishlist', '/login']) {
      const head = headOf((await get(url)).body);
      expect(head.robots, url).toBe('noindex');
      expect(head.canonical, url).toBeUndefined();
    }
    for (const url of ['/product/999999', '/no-such-page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      const head = headOf(res.body);
      expect(head.title, url).toBe('Page Not Found | Interdental Lab');
      expect(head.robots, url).toBe('noindex');
      expect(head.jsonLd, url).toEqual([]);
    }
  });

  it('shows a removed product as gone, and a changed product at once (cached by catalogue version)', async () => {
    expect(headOf((await get(`/product/${flosser.id}`)).body).title).toBe('Water flosser | Interdental Lab');
    // A trigger moves the catalogue version on any write to products (migration 0012).
    await sql`update products set name = 'Water flosser Pro' where id = ${flosser.id}`.execute(t.database.db);
    await expect
      .poll(async () => headOf((await get(`/product/${flosser.id}`)).body).title)
      .toBe('Water flosser Pro | Interdental Lab');
    await sql`update products set archived = 1 where id = ${flosser.id}`.execute(t.database.db);
    await expect.poll(async () => (await get(`/product/${flosser.id}`)).statusCode).toBe(410);
    const head = headOf((await get(`/product/${flosser.id}`)).body);
    expect(head.title).toBe('Page Not Found | Interdental Lab');
    expect(head.robots).toBe('noindex');
  });
});

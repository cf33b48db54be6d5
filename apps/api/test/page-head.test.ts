import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchSiteRoute } from '@idl/api-contract';
import { describe, expect, it } from 'vitest';
import {
  htmlWithHead,
  jsonForScript,
  pageHead,
  renderPageHead,
  type HeadProduct,
} from '../src/modules/seo/page-head';

const PUBLIC_URL = 'https://shop.example/';

const product: HeadProduct = {
  id: 42,
  name: 'Floss',
  description: 'Waxed floss, 50 m.',
  priceCents: 399,
  inStock: true,
  imageUrl: 'https://cdn.example/floss.webp',
  rating: 4.26,
  reviewCount: 3,
  sku: 'SKU-42',
  categoryId: null,
  categoryName: null,
  brandName: null,
};

const routePage = (address: string) => {
  const [pathname = '', search = ''] = address.split('?');
  return { kind: 'route' as const, match: matchSiteRoute(pathname)!, search: new URLSearchParams(search) };
};

describe('the head builder', () => {
  it("builds a product's head under the public address, its picture kept absolute", () => {
    const head = pageHead({ kind: 'product', product }, PUBLIC_URL);
    expect(head.canonical).toBe('https://shop.example/product/42');
    expect(head.openGraph).toContainEqual(['og:image', 'https://cdn.example/floss.webp']);
    expect(head.openGraph).toContainEqual(['product:price:amount', '3.99']);
    const [data, breadcrumbs] = head.jsonLd;
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'SKU-42',
      offers: { price: '3.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 3, bestRating: 5 },
    });
    // Without a category or brand, neither is claimed, and the trail goes through the shop.
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('category');
    expect((breadcrumbs?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'Shop',
      'Floss',
    ]);
  });

  it('makes a picture stored as a path of this site absolute', () => {
    const head = pageHead(
      { kind: 'product', product: { ...product, imageUrl: '/interdentallab/uploads/a.webp' } },
      PUBLIC_URL,
    );
    expect(head.openGraph).toContainEqual(['og:image', 'https://shop.example/interdentallab/uploads/a.webp']);
  });

  it('points an alias at its route, and leaves private pages out of search', () => {
    expect(pageHead(routePage('/About-Us/'), PUBLIC_URL).canonical).toBe('https://shop.example/aboutus');
    const orders = pageHead(routePage('/orders?tab=shipped'), PUBLIC_URL);
    expect(orders).toMatchObject({ title: 'My Orders | Interdental Lab', robots: 'noindex', jsonLd: [] });
    expect(orders.canonical).toBeUndefined();
    const missing = pageHead({ kind: 'notFound' }, PUBLIC_URL);
    expect(missing).toMatchObject({ title: 'Page Not Found | Interdental Lab', robots: 'noindex' });
  });

  it('escapes every text it writes, and keeps JSON-LD free of "<"', () => {
    const html = renderPageHead(
      pageHead(
        { kind: 'product', product: { ...product, name: `A "<b>" & 'c'</script>\u2028` } },
        PUBLIC_URL,
      ),
    );
    expect(html).toContain(
      '<title>A &quot;&lt;b&gt;&quot; &amp; &#39;c&#39;&lt;/script&gt;\u2028 | Interdental Lab</title>',
    );
    expect(html).not.toContain('<b>');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the two JSON-LD blocks' own ends
    expect(jsonForScript({ name: '</script><!--&\u2028' })).toBe(
      '{"name":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028"}',
    );
    expect(JSON.parse(jsonForScript({ name: '</script>' }))).toEqual({ name: '</script>' });
  });

  it('puts the head in the built index.html in place of its title and description, nothing else', () => {
    const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8');
    const page = htmlWithHead(indexHtml)('<title>T</title>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>T</title>');
    expect(page).not.toContain('name="description"');
    const withoutTitleAndDescription = (html: string) =>
      html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/\s*<meta\s+name="description"[^>]*>/, '');
    expect(withoutTitleAndDescription(page)).toBe(withoutTitleAndDescription(indexHtml));
    // A document without a title: before the end of its head.
    expect(htmlWithHead('<html><head></head><body></body></html>')('<title>T</title>')).toBe(
      '<html><head><title>T</title>\n</head><body></body></html>',
    );
  });
});

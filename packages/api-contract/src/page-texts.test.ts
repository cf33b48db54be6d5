import { describe, expect, it } from 'vitest';
import { canonicalShopQuery, pageTexts, productPageText } from './page-texts';
import { siteRoutes } from './site-routes';

const canonical = (query: string) => canonicalShopQuery(new URLSearchParams(query));

describe("the shop's canonical query", () => {
  it('keeps the parameters that change the list, in one order, whatever order they came in', () => {
    expect(
      canonical(
        'page=3&sort=priceAsc&availability=inStock&maxPrice=40&minPrice=5&brandId=9&brandId=2&categoryId=4&q=floss',
      ),
    ).toBe(
      '?q=floss&categoryId=4&brandId=2&brandId=9&minPrice=5&maxPrice=40&availability=inStock&sort=priceAsc&page=3',
    );
  });

  it('drops the cart panel, unknown names, defaults and malformed values', () => {
    expect(canonical('cart=open&utm_source=x&sort=newest&page=1')).toBe('');
    expect(
      canonical('categoryId=abc&brandId=-1&minPrice=x&availability=maybe&sort=random&page=0&q=%20'),
    ).toBe('');
    expect(canonical('brandId=3&brandId=3')).toBe('?brandId=3');
  });

  it('swaps reversed price bounds as the shop page does', () => {
    expect(canonical('minPrice=50&maxPrice=10')).toBe('?minPrice=10&maxPrice=50');
  });
});

describe('page texts', () => {
  it('gives every route of the web app a title naming the lab and a description', () => {
    for (const name of Object.keys(siteRoutes) as (keyof typeof siteRoutes)[]) {
      expect(pageTexts[name].title, name).toContain('Interdental Lab');
      expect(pageTexts[name].description.length, name).toBeGreaterThan(20);
    }
  });

  it('titles a product page with its name and cuts a long description at a word', () => {
    const text = productPageText({ name: 'Brush S', description: `Soft   bristles.\n${'word '.repeat(60)}` });
    expect(text.title).toBe('Brush S | Interdental Lab');
    expect(text.description.startsWith('Soft bristles. word')).toBe(true);
    expect(text.description.length).toBeLessThanOrEqual(160);
    expect(text.description.endsWith('word…')).toBe(true);
  });
});

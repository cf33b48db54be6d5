import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_MATCHES } from '../src/modules/catalog/products.repository';
import { generatedProducts } from '../src/scripts/generated-products';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const LIST = '/interdentallab/api/products/getallproducts';

interface Row {
  id: number;
  name_search: string;
  price_cents: number;
  stock_quantity: number;
  category_id: number;
  brand_id: number;
  created_at: string;
}

/**
 * A filter or search matching more products than are counted says "1,000+" (totalElementsCapped)
 * and still shows the products a full sort would, page after page; fewer are counted exactly.
 */
describe('product list past the counted matches', () => {
  let t: TestApp;
  let rows: Row[];
  let categoryIds: number[];
  let brandIds: number[];
  const count = COUNTED_MATCHES * 4;

  beforeAll(async () => {
    t = await createTestApp();
    const fx = catalogFixtures(t, (await createUserWithToken(t, { role: 'ADMIN' })).authorization);
    categoryIds = [await fx.category('Brushes'), await fx.category('Floss')];
    brandIds = [await fx.brand('TePe'), await fx.brand('Curaprox'), await fx.brand('Oral-B')];
    for (const batch of generatedProducts({ count, firstNumber: 1, categoryIds, brandIds, batchSize: 250 }))
      await t.database.db.insertInto('products').values(batch).execute();
    rows = (await t.database.db
      .selectFrom('products')
      .select(['id', 'name_search', 'price_cents', 'stock_quantity', 'category_id', 'brand_id', 'created_at'])
      .execute()) as Row[];
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${LIST}?size=10&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return {
      ids: (data.content as { id: number }[]).map((p) => p.id),
      total: data.totalElements as number,
      capped: data.totalElementsCapped as boolean,
      pages: data.totalPages as number,
    };
  };
  /** What a full sort of every match gives: the reference the capped path must agree with. */
  const expected = (match: (row: Row) => boolean, sort: string, page: number) => {
    const key = (r: Row) =>
      sort === 'name' ? r.name_search : sort.startsWith('price') ? r.price_cents : r.created_at;
    const down = sort === 'newest' || sort === 'priceDesc';
    const matches = rows.filter(match).sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x !== y) return (x < y ? -1 : 1) * (down ? -1 : 1);
      return (a.id - b.id) * (sort === 'newest' ? -1 : 1);
    });
    return { ids: matches.slice(page * 10, page * 10 + 10).map((r) => r.id), matches: matches.length };
  };

  it('caps a broad search and shows the pages a full sort would', async () => {
    const broad = (r: Row) => r.name_search.includes('floss');
    expect(expected(broad, 'newest', 0).matches).toBeGreaterThan(COUNTED_MATCHES);
    for (const sort of ['newest', 'priceAsc', 'priceDesc', 'name'])
      for (const page of [0, 3]) {
        const got = await list(`q=floss&sort=${sort}&page=${page}`);
        expect(got.ids, `${sort} page ${page}`).toEqual(expected(broad, sort, page).ids);
        expect(got).toMatchObject({ total: COUNTED_MATCHES, capped: true, pages: COUNTED_MATCHES / 10 });
      }
  });

  it('caps a broad filter and shows the pages a full sort would', async () => {
    const [categoryId] = categoryIds;
    const broad = (r: Row) => r.category_id === categoryId && r.stock_quantity > 0 && r.price_cents >= 500;
    expect(expected(broad, 'newest', 0).matches).toBeGreaterThan(COUNTED_MATCHES);
    for (const sort of ['newest', 'priceAsc', 'name']) {
      const got = await list(`categoryId=${categoryId}&availability=inStock&minPrice=5&sort=${sort}&page=2`);
      expect(got.ids, sort).toEqual(expected(broad, sort, 2).ids);
      expect(got).toMatchObject({ total: COUNTED_MATCHES, capped: true });
    }
  });

  it('counts a narrower filter or search exactly', async () => {
    const [, brandId] = brandIds;
    const narrow = (r: Row) => r.brand_id === brandId && r.price_cents <= 60_000;
    const { matches } = expected(narrow, 'priceAsc', 0);
    expect(matches).toBeGreaterThan(10);
    expect(matches).toBeLessThanOrEqual(COUNTED_MATCHES);
    const got = await list(`brandId=${brandId}&maxPrice=600&sort=priceAsc&page=1`);
    expect(got).toEqual({
      ids: expected(narrow, 'priceAsc', 1).ids,
      total: matches,
      capped: false,
      pages: Math.ceil(matches / 10),
    });
    const one = await list(`q=${encodeURIComponent('#1234')}`);
    expect(one).toMatchObject({ total: 1, capped: false });
    // A page past the last still says how many there are.
    const past = await list(`brandId=${brandId}&maxPrice=600&page=999`);
    expect(past).toMatchObject({ ids: [], total: matches, capped: false });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const LIST = '/interdentallab/api/products/getallproducts';

describe('product list: filters, sorting, pagination, related', () => {
  let t: TestApp;
  let fx: ReturnType<typeof catalogFixtures>;
  const ids: Record<string, number> = {};
  let cat: Record<string, number>;
  let brand: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    fx = catalogFixtures(t, (await createUserWithToken(t, { role: 'ADMIN' })).authorization);
    const hygiene = await fx.category('Oral hygiene');
    const brushes = await fx.category('Brushes', hygiene);
    const tiny = await fx.category('Tiny brushes', brushes);
    const lab = await fx.category('Lab services');
    cat = { hygiene, brushes, tiny, lab };
    brand = { tepe: await fx.brand('TePe'), cura: await fx.brand('Curaprox'), lab: await fx.brand('Lab') };
    const make = async (key: string, name: string, price: number, stock: number, c: number, b: number) => {
      ids[key] = (await fx.product({ name, price, stockQuantity: stock, categoryId: c, brandId: b })).id;
    };
    await make('brushXs', 'Interdental Brush XS', 5.5, 10, tiny, brand.tepe!);
    await make('brushM', 'Interdental brush M', 6.25, 0, brushes, brand.cura!);
    await make('floss', 'Dental floss 50 m', 3.99, 5, hygiene, brand.tepe!);
    await make('crown', 'Zirconia crown', 189, 3, lab, brand.lab!);
    await make('emax', 'Emax crown', 249.99, 0, lab, brand.lab!);
    await make('percent', '100% natural floss', 4.5, 1, hygiene, brand.cura!);
  });
  afterAll(() => t.close());

  const names = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${LIST}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.content as { name: string }[]).map((p) => p.name);
  };

  it('searches names case-insensitively, with and without the trigram index', async () => {
    expect(await names('q=BRUSH&sort=name')).toEqual(['Interdental brush M', 'Interdental Brush XS']);
    expect(await names('q=xs')).toEqual(['Interdental Brush XS']);
    expect(await names('q=100%25')).toEqual(['100% natural floss']);
    expect(await names('q=_')).toEqual([]);
    expect(await names('q=nothing-like-this')).toEqual([]);
  });

  it('filters by a category including its sub-categories', async () => {
    expect(await names(`categoryId=${cat.brushes}&sort=name`)).toEqual([
      'Interdental brush M',
      'Interdental Brush XS',
    ]);
    expect((await names(`categoryId=${cat.hygiene}`)).sort()).toEqual(
      ['100% natural floss', 'Dental floss 50 m', 'Interdental Brush XS', 'Interdental brush M'].sort(),
    );
    expect(await names(`categoryId=${cat.tiny}`)).toEqual(['Interdental Brush XS']);
  });

  it('combines brands, price range, availability, text and sorting', async () => {
    expect(await names(`brandId=${brand.tepe}&brandId=${brand.lab}&sort=priceAsc`)).toEqual([
      'Dental floss 50 m',
      'Interdental Brush XS',
      'Zirconia crown',
      'Emax crown',
    ]);
    expect(await names('minPrice=4.5&maxPrice=189&sort=priceDesc')).toEqual([
      'Zirconia crown',
      'Interdental brush M',
      'Interdental Brush XS',
      '100% natural floss',
    ]);
    expect(await names('availability=outOfStock&sort=name')).toEqual(['Emax crown', 'Interdental brush M']);
    expect(await names(`q=crown&availability=inStock&brandId=${brand.lab}&maxPrice=200`)).toEqual([
      'Zirconia crown',
    ]);
    expect(await names(`q=floss&categoryId=${cat.hygiene}&brandId=${brand.cura}`)).toEqual([
      '100% natural floss',
    ]);
    expect((await names('sort=newest'))[0]).toBe('100% natural floss');
  });

  it('tells the shop the price range of the catalogue on sale, following changes', async () => {
    const range = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/interdentallab/api/products/price-range' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await range()).toEqual({ minPrice: 3.99, maxPrice: 249.99 });
    // A product above $1,000 widens it at once (the answer is cached by catalogue version).
    const implant = (
      await fx.product({
        name: 'Implant crown',
        price: 1450,
        stockQuantity: 2,
        categoryId: cat.lab!,
        brandId: brand.lab!,
      })
    ).id;
    expect(await range()).toEqual({ minPrice: 3.99, maxPrice: 1450 });
    expect(await names('minPrice=1000&maxPrice=1450')).toEqual(['Implant crown']);
    await t.database.db.updateTable('products').set({ archived: 1 }).where('id', '=', implant).execute();
    expect(await range()).toEqual({ minPrice: 3.99, maxPrice: 249.99 });
  });

  it('pages with totals, answers an empty page past the end, and refuses bad pages', async () => {
    const page = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `${LIST}?${query}` })).json();
    expect((await page('page=0&size=4')).data).toMatchObject({
      totalElements: 6,
      totalPages: 2,
      number: 0,
      size: 4,
    });
    const second = (await page('page=1&size=4&sort=name')).data;
    expect(second.content.map((p: { name: string }) => p.name)).toEqual([
      'Interdental Brush XS',
      'Zirconia crown',
    ]);
    expect((await page('page=5&size=4')).data.content).toEqual([]);
    expect((await page('')).data.size).toBe(10);
    for (const bad of ['size=101', 'size=0', 'page=-1', 'sort=random', 'availability=maybe', 'minPrice=-1']) {
      const res = await t.app.inject({ method: 'GET', url: `${LIST}?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details[0].field).toBe(bad.split('=')[0]);
    }
    expect((await page('size=100')).data.size).toBe(100);
    const crossed = await t.app.inject({ method: 'GET', url: `${LIST}?minPrice=50&maxPrice=10` });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().details[0].field).toBe('maxPrice');
  });

  it('carries images and options on every listed product (same answer as the admin list)', async () => {
    const shop = await t.app.inject({ method: 'GET', url: `${LIST}?q=zirconia` });
    const admin = await t.app.inject({ method: 'GET', url: '/interdentallab/product/getAll?q=zirconia' });
    expect(shop.json()).toEqual(admin.json());
    expect(shop.json().data.content[0]).toMatchObject({
      brandName: 'Lab',
      categoryName: 'Lab services',
      imageUrls: [],
      img: null,
    });
  });

  it('lists related products: same category first, then same brand, never itself', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/interdentallab/api/products/${ids.floss}/related`,
    });
    expect(res.statusCode).toBe(200);
    const related = (res.json() as { name: string }[]).map((p) => p.name);
    expect(related).toEqual(['100% natural floss', 'Interdental Brush XS']);
    const missing = await t.app.inject({ method: 'GET', url: '/interdentallab/api/products/99999/related' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/interdentallab/api/products/99999' })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/interdentallab/api/products/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('id');
  });
});

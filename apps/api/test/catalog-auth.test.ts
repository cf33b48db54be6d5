import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

type Who = 'anonymous' | 'patient' | 'admin';
const publicRead = { anonymous: 200, patient: 200, admin: 200 };
const adminOnly = (ok: number) => ({ anonymous: 401, patient: 403, admin: ok });

/** Who may call what: every catalogue, upload and country route. */
describe('catalogue permissions', () => {
  let t: TestApp;
  let tokens: Record<Who, string | undefined>;
  let ids: {
    category: number;
    brand: number;
    product: number;
    spareCategory: number;
    spareBrand: number;
    spareProduct: number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUserWithToken(t, { role: 'ADMIN' });
    const patient = await createUserWithToken(t);
    tokens = { anonymous: undefined, patient: patient.authorization, admin: admin.authorization };
    const fx = catalogFixtures(t, admin.authorization);
    const category = await fx.category('Floss');
    const brand = await fx.brand('TePe');
    ids = {
      category,
      brand,
      product: (await fx.product({ categoryId: category, brandId: brand })).id,
      spareCategory: await fx.category('Spare'),
      spareBrand: await fx.brand('Spare'),
      spareProduct: (await fx.product({ categoryId: category, brandId: brand })).id,
    };
  });
  afterAll(() => t.close());

  const product = () => ({
    name: 'P',
    description: 'D',
    price: 1,
    stockQuantity: 1,
    categoryId: ids.category,
    brandId: ids.brand,
    images: [],
  });
  const brand = { name: 'B', description: 'D', logoUrl: '/interdentallab/uploads/x.webp' };
  /** `{name}` in a path is replaced by the id made in beforeAll. */
  const routes: [string, string, (() => object) | undefined, Record<Who, number>][] = [
    ['GET', '/interdentallab/category/getAllCategories', undefined, publicRead],
    ['POST', '/interdentallab/category/addCategory', () => ({ name: 'C' }), adminOnly(201)],
    ['PUT', '/interdentallab/category/updateCategory/{category}', () => ({ name: 'Floss' }), adminOnly(200)],
    ['DELETE', '/interdentallab/category/deleteCategory/{spareCategory}', undefined, adminOnly(200)],
    ['GET', '/interdentallab/api/brands?page=0&size=10', undefined, publicRead],
    ['GET', '/interdentallab/api/admin/brands', undefined, adminOnly(200)],
    ['POST', '/interdentallab/api/admin/brands', () => brand, adminOnly(201)],
    // Brand names are unique (case-insensitive): the change gives the brand a name of its own.
    ['PUT', '/interdentallab/api/admin/brands/{brand}', () => ({ ...brand, name: 'B2' }), adminOnly(200)],
    ['DELETE', '/interdentallab/api/admin/brands/{spareBrand}', undefined, adminOnly(200)],
    ['GET', '/interdentallab/api/products/getallproducts?page=0&size=10', undefined, publicRead],
    ['GET', '/interdentallab/api/products/{product}', undefined, publicRead],
    ['GET', '/interdentallab/api/products/{product}/related', undefined, publicRead],
    ['GET', '/interdentallab/product/getAll', undefined, publicRead],
    ['GET', '/interdentallab/product/get/{product}', undefined, publicRead],
    ['POST', '/interdentallab/product/add', product, adminOnly(201)],
    ['PUT', '/interdentallab/product/update/{product}', product, adminOnly(200)],
    ['DELETE', '/interdentallab/product/delete/{spareProduct}', undefined, adminOnly(200)],
    ['POST', '/interdentallab/product/{product}/stock', () => ({ quantity: 1 }), adminOnly(200)],
    [
      'POST',
      '/interdentallab/product/stock',
      () => ({ items: [{ productId: ids.product, quantity: 1 }] }),
      adminOnly(200),
    ],
    // The admin passes the guard and is then told a file is missing.
    ['POST', '/interdentallab/api/uploads', () => ({}), adminOnly(400)],
    ['GET', '/interdentallab/api/countries', undefined, publicRead],
    ['GET', '/interdentallab/flags/FR.svg', undefined, publicRead],
  ];
  const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, key: keyof typeof ids) => String(ids[key]));

  for (const [method, url, payload, expected] of routes) {
    it(`${method} ${url} answers anonymous ${expected.anonymous}, patient ${expected.patient}, admin ${expected.admin}`, async () => {
      for (const who of ['anonymous', 'patient', 'admin'] as const) {
        const authorization = tokens[who];
        const res = await t.app.inject({
          method: method as 'GET',
          url: fill(url),
          ...(payload ? { payload: payload() } : {}),
          ...(authorization ? { headers: { authorization } } : {}),
        });
        expect(res.statusCode, `${who} ${method} ${fill(url)}: ${res.body.slice(0, 200)}`).toBe(
          expected[who],
        );
      }
    });
  }
});

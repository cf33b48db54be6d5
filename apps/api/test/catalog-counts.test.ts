import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const LIST = '/interdentallab/api/products/getallproducts';

/** The unfiltered list's total comes from a counter kept by triggers; it must match the shop. */
describe('product list totals', () => {
  let t: TestApp;
  let fx: ReturnType<typeof catalogFixtures>;
  let categoryId: number;
  let brandId: number;

  beforeAll(async () => {
    t = await createTestApp();
    fx = catalogFixtures(t, (await createUserWithToken(t, { role: 'ADMIN' })).authorization);
    categoryId = await fx.category('Brushes');
    brandId = await fx.brand('TePe');
  });
  afterAll(() => t.close());

  const total = async (query = 'page=0&size=2') => {
    const res = await t.app.inject({ method: 'GET', url: `${LIST}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { total: res.json().data.totalElements as number, pages: res.json().data.totalPages as number };
  };
  const visibleRows = async () =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from products where archived = 0`.execute(t.database.db))
        .rows[0]!.n,
    );

  it('counts products added, archived, brought back and deleted, by the API or by any SQL', async () => {
    expect(await total()).toEqual({ total: 0, pages: 0 });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await fx.product({ name: `Brush ${i}`, categoryId, brandId })).id);
    expect(await total()).toEqual({ total: 5, pages: 3 });

    // Deleting a product no order mentions removes it.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/interdentallab/product/delete/${ids[0]}`,
      headers: fx.headers,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await total()).total).toBe(4);

    // Archived (as for a product in orders), brought back, stock changed: only archiving counts.
    await sql`update products set archived = 1 where id in (${ids[1]}, ${ids[2]})`.execute(t.database.db);
    expect((await total()).total).toBe(2);
    await sql`update products set archived = 0 where id = ${ids[1]}`.execute(t.database.db);
    await sql`update products set stock_quantity = 0, price_cents = 1 where id in (${ids[3]}, ${ids[4]})`.execute(
      t.database.db,
    );
    expect((await total()).total).toBe(3);

    // Several rows in one statement, as the seed script writes them.
    await sql`insert into products (name, name_search, description, price_cents, stock_quantity, category_id, brand_id, sku, created_at, updated_at)
      values ('Bulk A', 'bulk a', 'd', 100, 1, ${categoryId}, ${brandId}, 'BULK-A', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
             ('Bulk B', 'bulk b', 'd', 100, 1, ${categoryId}, ${brandId}, 'BULK-B', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      t.database.db,
    );
    expect((await total()).total).toBe(5);
    expect((await total()).total).toBe(await visibleRows());
    // A filtered list or a search still counts its own matches, on any page, past the last too.
    expect(await total('page=0&size=1&q=bulk')).toEqual({ total: 2, pages: 2 });
    expect(await total('page=1&size=1&q=bulk&sort=priceAsc')).toEqual({ total: 2, pages: 2 });
    expect(await total('page=7&size=1&q=bulk')).toEqual({ total: 2, pages: 2 });
    expect(await total('page=0&size=1&q=nothing-like-this')).toEqual({ total: 0, pages: 0 });
    expect((await total('page=0&size=2&minPrice=0&maxPrice=2')).total).toBe(4);
  });
});

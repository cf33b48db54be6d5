import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';

const LIST = '/interdentallab/api/products/getallproducts';

/** The list and search pages are cached; every catalogue write must show at once. */
describe('cached product list pages', () => {
  let t: TestApp;
  let fx: ReturnType<typeof catalogFixtures>;
  let productId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    fx = catalogFixtures(t, (await createUserWithToken(t, { role: 'ADMIN' })).authorization);
    categoryId = await fx.category('Brushes');
    const brandId = await fx.brand('TePe');
    productId = (await fx.product({ name: 'Interdental Brush XS', stockQuantity: 4, categoryId, brandId }))
      .id;
  });
  afterAll(() => t.close());

  const list = (query = 'q=brush', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${LIST}?${query}`, headers });
  const shown = async (query?: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.content as { id: number; name: string; stockQuantity: number }[];
  };

  it('answers an unchanged page with 304 to a browser that has it', async () => {
    const first = await list();
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await list('q=brush', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another query is another page.
    expect((await list('q=brus')).headers.etag).not.toBe(etag);
  });

  it('shows a stock change made through the API at once', async () => {
    const before = await list();
    expect((await shown()).map((p) => p.stockQuantity)).toEqual([4]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/interdentallab/product/${productId}/stock`,
      headers: fx.headers,
      payload: { quantity: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shown()).map((p) => p.stockQuantity)).toEqual([7]);
    const after = await list('q=brush', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
  });

  it('shows what another instance (or any SQL) wrote to the database at once', async () => {
    expect((await shown()).map((p) => p.name)).toEqual(['Interdental Brush XS']);
    await sql`update products set name = 'Interdental Brush XXS', name_search = 'interdental brush xxs' where id = ${productId}`.execute(
      t.database.db,
    );
    expect((await shown()).map((p) => p.name)).toEqual(['Interdental Brush XXS']);
    await sql`update categories set name = 'Small brushes' where id = ${categoryId}`.execute(t.database.db);
    const res = await list();
    expect(res.json().data.content[0].categoryName).toBe('Small brushes');
    await sql`delete from product_images where product_id = ${productId}`.execute(t.database.db);
    await sql`update products set archived = 1 where id = ${productId}`.execute(t.database.db);
    expect(await shown()).toEqual([]);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'shows what another process wrote once PostgreSQL notifies it',
    async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        t.database.db,
      );
      const other = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL,
        options: `-c search_path=${rows[0]!.schema}`,
      });
      await other.connect();
      try {
        await sql`update products set archived = 0, name = 'Interdental Brush XXS', name_search = 'interdental brush xxs' where id = ${productId}`.execute(
          t.database.db,
        );
        expect((await shown()).map((p) => p.name)).toEqual(['Interdental Brush XXS']);
        await other.query(
          `update products set name = 'Interdental Brush S', name_search = 'interdental brush s' where id = $1`,
          [productId],
        );
        // Not this process's write: it shows when the NOTIFY of the commit has arrived.
        await expect.poll(async () => (await shown()).map((p) => p.name)).toEqual(['Interdental Brush S']);
        await other.query(
          `update products set name = 'Interdental Brush XXS', name_search = 'interdental brush xxs' where id = $1`,
          [productId],
        );
        await expect.poll(async () => (await shown()).map((p) => p.name)).toEqual(['Interdental Brush XXS']);
      } finally {
        await other.end();
      }
    },
  );

  it('serves product pages and related products fresh after a write, 304 when unchanged', async () => {
    await sql`update products set archived = 0 where id = ${productId}`.execute(t.database.db);
    const url = `/interdentallab/api/products/${productId}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    await sql`update products set stock_quantity = 42 where id = ${productId}`.execute(t.database.db);
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.stockQuantity).toBe(42);
    const related = await t.app.inject({ method: 'GET', url: `${url}/related` });
    expect(related.statusCode, related.body).toBe(200);
    expect(related.json()).toEqual([]);
    const missing = await t.app.inject({ method: 'GET', url: '/interdentallab/api/products/999999' });
    expect(missing.statusCode).toBe(404);
  });

  it('still refuses bad filters', async () => {
    const res = await list('minPrice=5&maxPrice=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBeTruthy();
  });

  it('refuses a bad query again on every request, never from memory', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await list('size=0');
      expect(res.statusCode).toBe(400);
    }
    expect((await list('q=%00')).statusCode).toBe(400);
  });

  it('serves what was committed while another write is still open, and that write once committed', async () => {
    expect((await shown()).map((p) => p.name)).toEqual(['Interdental Brush XXS']);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const inside = new Promise<void>((resolve) => (written = resolve));
    // A rename inside a transaction that stays open (then rolls back): shoppers meanwhile get the
    // committed page, at once, and never the uncommitted name.
    const open = t.database.db
      .transaction()
      .execute(async (tx) => {
        await sql`update products set name = 'Never Committed', name_search = 'never committed' where id = ${productId}`.execute(
          tx,
        );
        written();
        await held;
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await inside;
    const during = await list();
    expect(during.statusCode).toBe(200);
    expect(during.json().data.content.map((p: { name: string }) => p.name)).toEqual([
      'Interdental Brush XXS',
    ]);
    release();
    await open;
    expect((await shown()).map((p) => p.name)).toEqual(['Interdental Brush XXS']);
    await sql`update products set name = 'Interdental Brush M', name_search = 'interdental brush m' where id = ${productId}`.execute(
      t.database.db,
    );
    expect((await shown('q=brush')).map((p) => p.name)).toEqual(['Interdental Brush M']);
  });
});

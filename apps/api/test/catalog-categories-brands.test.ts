import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const CATEGORIES = '/interdentallab/category/getAllCategories';

describe('categories and brands', () => {
  let t: TestApp;
  let fx: ReturnType<typeof catalogFixtures>;
  beforeAll(async () => {
    t = await createTestApp();
    fx = catalogFixtures(t, (await createUserWithToken(t, { role: 'ADMIN' })).authorization);
  });
  afterAll(() => t.close());

  it('builds a category tree that everyone can read', async () => {
    const brushes = await fx.category('Brushes');
    const small = await fx.category('Small brushes', brushes);
    const res = await t.app.inject({ method: 'GET', url: CATEGORIES });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { categoryId: brushes, name: 'Brushes', parentCategoryId: null },
        { categoryId: small, name: 'Small brushes', parentCategoryId: brushes },
      ]),
    );
  });

  it('refuses a missing name and a missing parent, naming the field', async () => {
    const before = (await t.app.inject({ method: 'GET', url: CATEGORIES })).json().length;
    const empty = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/category/addCategory',
      headers: fx.headers,
      payload: { name: '  ', parentCategoryId: null },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toMatchObject({ field: 'name', message: 'Name is required' });
    const orphan = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/category/addCategory',
      headers: fx.headers,
      payload: { name: 'Orphan', parentCategoryId: 99999 },
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().details[0].field).toBe('parentCategoryId');
    expect((await t.app.inject({ method: 'GET', url: CATEGORIES })).json()).toHaveLength(before);
  });

  it('renames and moves a category, and refuses a cycle', async () => {
    const a = await fx.category('A');
    const b = await fx.category('B', a);
    const c = await fx.category('C', b);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/interdentallab/category/updateCategory/${c}`,
      headers: fx.headers,
      payload: { name: 'C renamed', parentCategoryId: a },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ categoryId: c, name: 'C renamed', parentCategoryId: a });
    for (const parent of [a, b]) {
      const cycle = await t.app.inject({
        method: 'PUT',
        url: `/interdentallab/category/updateCategory/${a}`,
        headers: fx.headers,
        payload: { name: 'A', parentCategoryId: parent === a ? a : b },
      });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().message).toContain('inside itself');
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/interdentallab/category/updateCategory/99999',
      headers: fx.headers,
      payload: { name: 'X' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to delete a category that products or sub-categories use, then deletes it', async () => {
    const parent = await fx.category('Floss');
    const child = await fx.category('Waxed floss', parent);
    const brand = await fx.brand('Used brand');
    const p1 = await fx.product({ categoryId: child, brandId: brand });
    await fx.product({ categoryId: child, brandId: brand });
    const used = await t.app.inject({
      method: 'DELETE',
      url: `/interdentallab/category/deleteCategory/${child}`,
      headers: fx.headers,
    });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('This category cannot be deleted: 2 products use it.');
    const withChild = await t.app.inject({
      method: 'DELETE',
      url: `/interdentallab/category/deleteCategory/${parent}`,
      headers: fx.headers,
    });
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().message).toContain('1 sub-category');

    const brandUsed = await t.app.inject({
      method: 'DELETE',
      url: `/interdentallab/api/admin/brands/${brand}`,
      headers: fx.headers,
    });
    expect(brandUsed.statusCode).toBe(409);
    expect(brandUsed.json().message).toBe('This brand cannot be deleted: 2 products use it.');

    const free = await fx.category('Free');
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/interdentallab/category/deleteCategory/${free}`,
      headers: fx.headers,
    });
    expect(ok.statusCode).toBe(200);
    const names = (await t.app.inject({ method: 'GET', url: CATEGORIES }))
      .json()
      .map((c: { name: string }) => c.name);
    expect(names).not.toContain('Free');
    expect(p1.categoryName).toBe('Waxed floss');
  });

  it('assigns brand ids itself, ignores a sent id, and pages brands', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/api/admin/brands',
      headers: fx.headers,
      payload: {
        id: 3,
        name: 'Curaprox',
        description: 'Swiss brushes',
        logoUrl: '/interdentallab/uploads/x.webp',
      },
    });
    expect(created.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/api/admin/brands',
      headers: fx.headers,
      payload: {
        id: 3,
        name: 'TePe',
        description: 'Swedish brushes',
        logoUrl: 'https://cdn.example.com/tepe.png',
      },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(created.json().id);

    const all = await t.app.inject({
      method: 'GET',
      url: '/interdentallab/api/admin/brands',
      headers: fx.headers,
    });
    const total = all.json().length;
    expect(all.json().map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(['Curaprox', 'TePe']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/interdentallab/api/brands?page=0&size=1' });
    expect(page.json()).toMatchObject({ totalElements: total, totalPages: total, number: 0, size: 1 });
    expect(page.json().content).toHaveLength(1);
    const beyond = await t.app.inject({
      method: 'GET',
      url: `/interdentallab/api/brands?page=${total}&size=1`,
    });
    expect(beyond.json().content).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/interdentallab/api/brands?size=101' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('size');
  });

  it('refuses a brand without a real logo address, or without a name', async () => {
    const blob = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/api/admin/brands',
      headers: fx.headers,
      payload: { name: 'Blob', description: 'x', logoUrl: 'blob:http://localhost/123' },
    });
    expect(blob.statusCode).toBe(400);
    expect(blob.json().details[0]).toMatchObject({ field: 'logoUrl' });
    const noName = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/api/admin/brands',
      headers: fx.headers,
      payload: { description: 'x', logoUrl: '/interdentallab/uploads/x.webp' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details[0].field).toBe('name');
  });

  it('updates and deletes an unused brand', async () => {
    const id = await fx.brand('Old name');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/interdentallab/api/admin/brands/${id}`,
      headers: fx.headers,
      payload: { name: 'New name', description: 'Better', logoUrl: '/interdentallab/uploads/y.webp' },
    });
    expect(updated.json()).toEqual({
      id,
      name: 'New name',
      description: 'Better',
      logoUrl: '/interdentallab/uploads/y.webp',
      logoThumbnailUrl: null,
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/interdentallab/api/admin/brands/${id}`,
      headers: fx.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/interdentallab/api/admin/brands/${id}`,
      headers: fx.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const CATEGORIES = '/interdentallab/category/getAllCategories';
const ADD_CATEGORY = '/interdentallab/category/addCategory';
const BRANDS = '/interdentallab/api/admin/brands';
const ADD_PRODUCT = '/interdentallab/product/add';
const LOGO = `/interdentallab/uploads/${'b'.repeat(32)}.webp`;

/** Issue 20: a double-clicked Save or Confirm in the admin must not make two of anything. */
describe('admin creates sent twice', () => {
  let t: TestApp;
  let fx: ReturnType<typeof catalogFixtures>;
  beforeAll(async () => {
    t = await createTestApp();
    fx = catalogFixtures(t, (await createUserWithToken(t, { role: 'ADMIN' })).authorization);
  });
  afterAll(() => t.close());

  const categoryNames = async () =>
    (await t.app.inject({ method: 'GET', url: CATEGORIES })).json().map((c: { name: string }) => c.name);

  it('makes one category of two identical requests at once, and refuses the name in another case', async () => {
    const send = (name: string) =>
      t.app.inject({ method: 'POST', url: ADD_CATEGORY, headers: fx.headers, payload: { name } });
    const answers = await Promise.all([send('Tongue cleaners'), send('Tongue cleaners')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      message: 'A category named "Tongue cleaners" already exists',
      details: [{ field: 'name' }],
    });
    const otherCase = await send('TONGUE CLEANERS');
    expect(otherCase.statusCode).toBe(409);
    expect((await categoryNames()).filter((n: string) => n.toLowerCase() === 'tongue cleaners')).toEqual([
      'Tongue cleaners',
    ]);
  });

  it('refuses renaming a category onto another one’s name and leaves it as it was', async () => {
    await fx.category('Mouthwash');
    const gels = await fx.category('Gels');
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/interdentallab/category/updateCategory/${gels}`,
      headers: fx.headers,
      payload: { name: 'mouthwash', parentCategoryId: null },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe('A category named "mouthwash" already exists');
    expect(await categoryNames()).toContain('Gels');
    const ownCase = await t.app.inject({
      method: 'PUT',
      url: `/interdentallab/category/updateCategory/${gels}`,
      headers: fx.headers,
      payload: { name: 'GELS', parentCategoryId: null },
    });
    expect(ownCase.statusCode).toBe(200);
  });

  it('makes one brand of a double submission and refuses a rename onto another brand', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: BRANDS,
        headers: fx.headers,
        payload: { name: 'Piksters', description: 'Brushes', logoUrl: LOGO },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const other = await fx.brand('Oral-B');
    const rename = await t.app.inject({
      method: 'PUT',
      url: `${BRANDS}/${other}`,
      headers: fx.headers,
      payload: { name: 'PIKSTERS', description: 'x', logoUrl: LOGO },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe('A brand named "PIKSTERS" already exists');
    const names = (await t.app.inject({ method: 'GET', url: BRANDS, headers: fx.headers }))
      .json()
      .map((b: { name: string }) => b.name.toLowerCase());
    expect(names.filter((n: string) => n === 'piksters')).toHaveLength(1);
    expect(names).toContain('oral-b');
  });

  it('makes one product of two requests with the same idempotency key, even at once', async () => {
    const categoryId = await fx.category('Idempotent');
    const brandId = await fx.brand('Idempotent brand');
    const payload = {
      name: 'Double-clicked brush',
      description: 'Saved twice',
      price: 12.5,
      stockQuantity: 4,
      images: [],
      categoryId,
      brandId,
    };
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: ADD_PRODUCT,
        headers: { ...fx.headers, 'idempotency-key': key },
        payload,
      });
    const [first, second] = await Promise.all([send('save-1'), send('save-1')]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().productId).toBe(first.json().productId);
    const later = await send('save-1');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json().productId).toBe(first.json().productId);

    const list = await t.app.inject({
      method: 'GET',
      url: `/interdentallab/api/products/getallproducts?categoryId=${categoryId}`,
    });
    expect(list.json().data.content.map((p: { name: string }) => p.name)).toEqual(['Double-clicked brush']);

    const anotherAttempt = await send('save-2');
    expect(anotherAttempt.statusCode).toBe(201);
    expect(anotherAttempt.json().productId).not.toBe(first.json().productId);
  });
});

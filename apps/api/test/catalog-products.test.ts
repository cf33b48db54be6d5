import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const LIST = '/interdentallab/api/products/getallproducts';

describe('products', () => {
  let t: TestApp;
  let fx: ReturnType<typeof catalogFixtures>;
  let category: number;
  let brand: number;
  beforeAll(async () => {
    t = await createTestApp();
    fx = catalogFixtures(t, (await createUserWithToken(t, { role: 'ADMIN' })).authorization);
    category = await fx.category('Interdental');
    brand = await fx.brand('TePe');
  });
  afterAll(() => t.close());

  const base = () => ({
    name: 'Interdental brush',
    description: 'Cleans between teeth',
    price: 12.5,
    stockQuantity: 7,
    categoryId: category,
    brandId: brand,
    images: [] as { imageUrl: string; altText?: string }[],
  });
  const add = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/interdentallab/product/add', headers: fx.headers, payload });

  it('adds a product with images, answering it in dollars with a generated SKU', async () => {
    const res = await add({
      ...base(),
      images: [
        { imageUrl: '/interdentallab/uploads/0123456789abcdef0123456789abcdef.webp', altText: 'Front' },
        { imageUrl: 'https://cdn.example.com/b.png' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      name: 'Interdental brush',
      title: 'Interdental brush',
      price: 12.5,
      stockQuantity: 7,
      categoryId: category,
      categoryName: 'Interdental',
      brandId: brand,
      brandName: 'TePe',
      img: '/interdentallab/uploads/0123456789abcdef0123456789abcdef.webp',
      options: null,
      rating: 0,
      reviewCount: 0,
    });
    expect(product.productId).toBe(product.id);
    expect(product.sku).toMatch(/^SKU-\d+$/);
    expect(product.imageUrls).toEqual([
      {
        imageUrl: '/interdentallab/uploads/0123456789abcdef0123456789abcdef.webp',
        altText: 'Front',
        thumbnailUrl: '/interdentallab/uploads/0123456789abcdef0123456789abcdef-320.webp',
        mediumUrl: '/interdentallab/uploads/0123456789abcdef0123456789abcdef-800.webp',
      },
      {
        imageUrl: 'https://cdn.example.com/b.png',
        altText: 'Product Image',
        thumbnailUrl: null,
        mediumUrl: null,
      },
    ]);
    const row = await t.database.db
      .selectFrom('products')
      .select(['price_cents', 'name_search'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price_cents: 1250, name_search: 'interdental brush' });

    const shop = await t.app.inject({ method: 'GET', url: `/interdentallab/api/products/${product.id}` });
    expect(shop.json().data).toEqual(product);
    const admin = await t.app.inject({ method: 'GET', url: `/interdentallab/product/get/${product.id}` });
    expect(admin.json()).toEqual(product);
  });

  it('validates fields with field-level messages and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [object, string, string][] = [
      [{ price: 0 }, 'price', 'Price must be more than 0'],
      [{ price: 1.234 }, 'price', 'Price can have at most 2 decimals'],
      [{ price: '12' }, 'price', 'Price must be a number'],
      [{ stockQuantity: 1.5 }, 'stockQuantity', 'Stock quantity must be a whole number'],
      [{ stockQuantity: -1 }, 'stockQuantity', 'Stock quantity cannot be negative'],
      [{ stockQuantity: undefined }, 'stockQuantity', 'Stock quantity is required'],
      [{ name: '' }, 'name', 'Name is required'],
      [{ description: undefined }, 'description', 'Description is required'],
      [{ categoryId: undefined }, 'categoryId', 'Category is required'],
      [{ categoryId: 99999 }, 'categoryId', 'This category does not exist'],
      [{ brandId: 99999 }, 'brandId', 'This brand does not exist'],
      [{ images: [{ imageUrl: 'blob:http://x/1' }] }, 'images.0.imageUrl', 'Upload the image first'],
      [{ sku: 'has space' }, 'sku', 'SKU may contain'],
      [{ maxUnitsPerOrder: 0 }, 'maxUnitsPerOrder', 'Most per order must be at least 1'],
      [{ maxUnitsPerOrder: 2.5 }, 'maxUnitsPerOrder', 'Most per order must be a whole number'],
      [
        { labService: { kind: 'denture', turnaroundWorkingDays: 7 } },
        'labService.kind',
        'Choose the restoration this service makes',
      ],
      [
        { labService: { kind: 'crown', turnaroundWorkingDays: 0 } },
        'labService.turnaroundWorkingDays',
        'Turnaround must be at least 1 working day',
      ],
      [
        { labService: { kind: 'crown', turnaroundWorkingDays: 61 } },
        'labService.turnaroundWorkingDays',
        'Turnaround must be at most 60 working days',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await add({ ...base(), ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().details).toContainEqual({ field, message: expect.stringContaining(message) });
    }
    expect(await count()).toBe(before);
  });

  it('keeps the most units per order an administrator set, and clears it back to the shop limit', async () => {
    const created = await add({ ...base(), name: 'Bulk picks', maxUnitsPerOrder: 100 });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data ?? created.json();
    expect(product.maxUnitsPerOrder).toBe(100);
    const id = product.productId;
    const update = await t.app.inject({
      method: 'PUT',
      url: `/interdentallab/product/update/${id}`,
      headers: fx.headers,
      payload: { ...base(), name: 'Bulk picks' },
    });
    expect(update.statusCode, update.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/interdentallab/product/get/${id}` });
    expect((read.json().data ?? read.json()).maxUnitsPerOrder).toBeNull();
  });

  it('makes a product a lab service with its restoration and turnaround, shown in the shop, and back', async () => {
    const created = await add({
      ...base(),
      name: 'Emax Veneer',
      labService: { kind: 'veneer', turnaroundWorkingDays: 8 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().data ?? created.json()).productId;
    const shop = await t.app.inject({ method: 'GET', url: `/interdentallab/api/products/${id}` });
    expect((shop.json().data ?? shop.json()).labService).toEqual({
      kind: 'veneer',
      turnaroundWorkingDays: 8,
    });
    const update = await t.app.inject({
      method: 'PUT',
      url: `/interdentallab/product/update/${id}`,
      headers: fx.headers,
      payload: { ...base(), name: 'Emax Veneer' },
    });
    expect(update.statusCode, update.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/interdentallab/api/products/${id}` });
    expect((read.json().data ?? read.json()).labService).toBeNull();
  });

  it('keeps SKUs unique across products and option values', async () => {
    const first = await add({ ...base(), sku: 'TP-100' });
    expect(first.statusCode).toBe(201);
    const clash = await add({ ...base(), sku: 'TP-100' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details[0].field).toBe('sku');
    const optionClash = await add({
      ...base(),
      options: { dimension: 'size', values: [{ value: 'XS', stockQuantity: 1, sku: 'TP-100' }] },
    });
    expect(optionClash.statusCode).toBe(409);
    expect(optionClash.json().details[0].field).toBe('options.values.0.sku');
    const second = await add(base());
    const update = await t.app.inject({
      method: 'PUT',
      url: `/interdentallab/product/update/${second.json().id}`,
      headers: fx.headers,
      payload: { ...base(), sku: 'TP-100' },
    });
    expect(update.statusCode).toBe(409);
    const own = await t.app.inject({
      method: 'PUT',
      url: `/interdentallab/product/update/${first.json().id}`,
      headers: fx.headers,
      payload: { ...base(), name: 'Renamed', sku: 'TP-100' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Renamed', sku: 'TP-100' });
  });

  it('sums option stock, keeps option SKUs, and updates options in place', async () => {
    const res = await add({
      ...base(),
      sku: 'BR-SIZES',
      stockQuantity: undefined,
      options: {
        dimension: 'size',
        values: [
          { value: 'XS', stockQuantity: 3 },
          { value: 'S', stockQuantity: 4, sku: 'BR-SMALL' },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().stockQuantity).toBe(7);
    expect(res.json().options).toEqual({
      dimension: 'size',
      values: [
        { value: 'XS', stockQuantity: 3, sku: 'BR-SIZES-XS' },
        { value: 'S', stockQuantity: 4, sku: 'BR-SMALL' },
      ],
    });
    const id = res.json().id;
    const xsRow = await t.database.db
      .selectFrom('product_option_values')
      .select('id')
      .where('sku', '=', 'BR-SIZES-XS')
      .executeTakeFirstOrThrow();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/interdentallab/product/update/${id}`,
      headers: fx.headers,
      payload: {
        ...base(),
        sku: 'BR-SIZES',
        options: {
          dimension: 'size',
          values: [
            { value: 'M', stockQuantity: 1 },
            { value: 'XS', stockQuantity: 10 },
          ],
        },
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().stockQuantity).toBe(11);
    expect(updated.json().options.values.map((v: { value: string }) => v.value)).toEqual(['M', 'XS']);
    const xsAfter = await t.database.db
      .selectFrom('product_option_values')
      .select('id')
      .where('product_id', '=', id)
      .where('value', '=', 'XS')
      .executeTakeFirstOrThrow();
    expect(xsAfter.id).toBe(xsRow.id);

    const twice = await add({
      ...base(),
      options: {
        dimension: 'colour',
        values: [
          { value: 'Red', stockQuantity: 1 },
          { value: 'red', stockQuantity: 1 },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details[0].field).toBe('options.values.1.value');
  });

  it('adds stock, never below zero, per option and in bulk (all or nothing)', async () => {
    const plain = (await add({ ...base(), stockQuantity: 2 })).json();
    const sized = (
      await add({
        ...base(),
        options: { dimension: 'size', values: [{ value: 'L', stockQuantity: 1 }] },
      })
    ).json();
    const stock = (id: number, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/interdentallab/product/${id}/stock`,
        headers: fx.headers,
        payload,
      });

    expect((await stock(plain.id, { quantity: 5 })).json().stockQuantity).toBe(7);
    const below = await stock(plain.id, { quantity: -8 });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toContain('below zero');
    expect((await stock(plain.id, { quantity: -7 })).json().stockQuantity).toBe(0);
    expect((await stock(plain.id, { quantity: 1.5 })).json().details[0].field).toBe('quantity');
    expect((await stock(plain.id, { quantity: 1, optionValue: 'L' })).statusCode).toBe(400);

    expect((await stock(sized.id, { quantity: 2 })).json().details[0].field).toBe('optionValue');
    expect((await stock(sized.id, { quantity: 2, optionValue: 'XXL' })).statusCode).toBe(400);
    const l = await stock(sized.id, { quantity: 2, optionValue: 'L' });
    expect(l.json()).toMatchObject({
      stockQuantity: 3,
      options: { values: [{ value: 'L', stockQuantity: 3 }] },
    });
    expect((await stock(99999, { quantity: 1 })).statusCode).toBe(404);

    const bulk = (items: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/interdentallab/product/stock',
        headers: fx.headers,
        payload: { items },
      });
    const refused = await bulk([
      { productId: plain.id, quantity: 4 },
      { productId: sized.id, quantity: -100, optionValue: 'L' },
    ]);
    expect(refused.statusCode).toBe(409);
    const after = await t.app.inject({ method: 'GET', url: `/interdentallab/product/get/${plain.id}` });
    expect(after.json().stockQuantity).toBe(0);
    const done = await bulk([
      { productId: plain.id, quantity: 4 },
      { productId: sized.id, quantity: 1, optionValue: 'L' },
    ]);
    expect(done.statusCode).toBe(200);
    expect(done.json().map((p: { stockQuantity: number }) => p.stockQuantity)).toEqual([4, 4]);
  });

  it('lets exactly as many concurrent removals succeed as there is stock', async () => {
    const product = (await add({ ...base(), stockQuantity: 5 })).json();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/interdentallab/product/${product.id}/stock`,
          headers: fx.headers,
          payload: { quantity: -1 },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(7);
    const after = await t.app.inject({ method: 'GET', url: `/interdentallab/product/get/${product.id}` });
    expect(after.json().stockQuantity).toBe(0);
  });

  it('deletes a product that no order mentions; archives one that orders mention', async () => {
    const lone = (await add(base())).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/interdentallab/product/delete/${lone.id}`,
      headers: fx.headers,
    });
    expect(del.json()).toEqual({ message: 'Product deleted successfully', archived: false });
    expect(
      (await t.app.inject({ method: 'GET', url: `/interdentallab/product/get/${lone.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/interdentallab/product/delete/${lone.id}`,
          headers: fx.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('tells an administrator how many units were sold, cancelled orders left out; nobody else', async () => {
    const product = (await add({ ...base(), name: 'Counted thing', stockQuantity: 10 })).json();
    const buyer = await createUserWithToken(t);
    const headers = { authorization: buyer.authorization };
    const order = async (quantity: number) => {
      await t.app.inject({
        method: 'POST',
        url: '/interdentallab/api/cart/add',
        headers,
        payload: { productId: product.id, quantity },
      });
      const placed = await t.app.inject({
        method: 'POST',
        url: '/interdentallab/api/orders',
        headers,
        payload: {
          buyer: { fullName: 'Ann Buyer', contactNumber: '+13055550100', email: buyer.email },
          shipping: { country: 'US', state: 'Florida', city: 'Miami', street: '1 Ocean Drive' },
          paymentMethod: {
            provider: 'manual-transfer',
            recipientName: 'Lab',
            username: 'ann',
            contact: buyer.email,
          },
        },
      });
      expect(placed.statusCode).toBe(201);
      return placed.json().orderId as number;
    };
    await order(2);
    const cancelled = await order(1);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/interdentallab/api/admin/orders/${cancelled}/status`,
      headers: fx.headers,
      payload: { status: 'Cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const get = (extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/interdentallab/product/get/${product.id}`, headers: extra });
    expect((await get(fx.headers)).json().soldCount).toBe(2);
    for (const caller of [{}, headers, { authorization: 'Bearer not-a-token' }]) {
      const res = await get(caller);
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('soldCount');
    }
  });

  it('archives a product that orders mention: hidden from the shop, kept for order history', async () => {
    const ordered = (await add({ ...base(), name: 'Ordered thing' })).json();
    const buyer = await createUserWithToken(t);
    const headers = { authorization: buyer.authorization };
    const added = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/api/cart/add',
      headers,
      payload: { productId: ordered.id, quantity: 1 },
    });
    expect(added.statusCode).toBeLessThan(300);
    const order = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/api/orders',
      headers,
      payload: {
        buyer: { fullName: 'Ann Buyer', contactNumber: '+13055550100', email: buyer.email },
        shipping: { country: 'US', state: 'Florida', city: 'Miami', street: '1 Ocean Drive' },
        paymentMethod: {
          provider: 'manual-transfer',
          recipientName: 'Interdental Lab',
          username: 'ann',
          contact: buyer.email,
        },
      },
    });
    expect(order.statusCode).toBe(201);
    const archived = await t.app.inject({
      method: 'DELETE',
      url: `/interdentallab/product/delete/${ordered.id}`,
      headers: fx.headers,
    });
    expect(archived.json()).toEqual({ message: 'Product deleted successfully', archived: true });
    expect(
      (await t.app.inject({ method: 'GET', url: `/interdentallab/api/products/${ordered.id}` })).statusCode,
    ).toBe(404);
    // Still there for administrators (order history); hidden from everyone else.
    const hidden = await t.app.inject({ method: 'GET', url: `/interdentallab/product/get/${ordered.id}` });
    expect(hidden.statusCode).toBe(404);
    const kept = await t.app.inject({
      method: 'GET',
      url: `/interdentallab/product/get/${ordered.id}`,
      headers: fx.headers,
    });
    expect(kept.json()).toMatchObject({ name: 'Ordered thing', archived: true });
    const listed = await t.app.inject({ method: 'GET', url: `${LIST}?q=ordered` });
    expect(listed.json().data.totalElements).toBe(0);
  });
});

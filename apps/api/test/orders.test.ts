import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  as,
  checkoutBody,
  fillCart,
  insertProduct,
  placeOrder,
  productStock,
  setStatus,
} from './fixtures/commerce';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

describe('placing an order', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ SALES_TAX_RATE: '0.07' });
    admin = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
  });
  afterAll(() => t.close());

  const post = (auth: string, payload: unknown, headers: Record<string, string> = {}) =>
    as(t, auth)({ method: 'POST', url: `${API}/orders`, payload: payload as object, headers });

  it('places the cart: snapshots lines, computes tax and total, takes stock, empties the cart', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const paste = await insertProduct(t, { name: 'Paste', priceCents: 1250, stock: 5, imageUrl: '/u/p.jpg' });
    const gloves = await insertProduct(t, {
      name: 'Gloves',
      priceCents: 800,
      options: [
        { value: 'S', stock: 3 },
        { value: 'M', stock: 4 },
      ],
    });
    await fillCart(t, user, [
      { productId: paste.id, quantity: 2 },
      { productId: gloves.id, quantity: 1, optionValue: 'S' },
      { productId: gloves.id, quantity: 2, optionValue: 'M' },
    ]);
    const quote = (await as(t, user)({ method: 'GET', url: `${API}/cart` })).json();
    expect(quote).toMatchObject({ totalAmount: 49, salesTax: 3.43, grandTotal: 52.43 });
    const res = await post(user, checkoutBody());
    expect(res.statusCode).toBe(201);
    const order = res.json();
    // The cart's quote is what the order charges. 2 x 12.50 + 3 x 8.00 = 49.00; tax 7% = 3.43; shipping free.
    expect(order).toMatchObject({
      orderStatus: 'Pending',
      subtotal: 49,
      salesTax: 3.43,
      shippingCost: 0,
      total: 52.43,
      buyer: { fullName: 'Maria Gomez', email: 'maria@example.com' },
      shipping: { city: 'Miami', street: '1 Ocean Drive' },
      paymentMethod: { provider: 'manual-transfer', recipientName: 'Interdental Lab' },
      trackingId: null,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        productName: 'Paste',
        unitPrice: 12.5,
        quantity: 2,
        lineTotal: 25,
        imageUrl: '/u/p.jpg',
        reviewed: false,
      }),
      expect.objectContaining({ productName: 'Gloves', optionValue: 'S', unitPrice: 8, quantity: 1 }),
      expect.objectContaining({ productName: 'Gloves', optionValue: 'M', unitPrice: 8, quantity: 2 }),
    ]);
    expect(order.timeline[0]).toEqual({
      step: 'Order Placed',
      status: 'Pending',
      done: true,
      at: order.createdAt,
    });
    expect(order.timeline.slice(1).map((s: { done: boolean }) => s.done)).toEqual([false, false, false]);
    // The answer is the order as reading it back shows it.
    const read = await as(t, user)({ method: 'GET', url: `${API}/orders/${order.orderId}` });
    expect(order).toEqual(read.json());
    expect(await productStock(t, paste.id)).toMatchObject({ stock: 3 });
    expect(await productStock(t, gloves.id)).toMatchObject({ stock: 4, options: { S: 2, M: 2 } });
    const cart = await as(t, user)({ method: 'GET', url: `${API}/cart` });
    expect(cart.json()).toEqual({ items: [], totalAmount: 0, salesTax: 0, grandTotal: 0 });
  });

  it('keeps the prices paid when the catalogue price changes later', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const product = await insertProduct(t, { priceCents: 1000, stock: 3 });
    await fillCart(t, user, [{ productId: product.id, quantity: 1 }]);
    const { orderId } = await placeOrder(t, user);
    await t.database.db
      .updateTable('products')
      .set({ price_cents: 9900, name: 'Renamed' })
      .where('id', '=', product.id)
      .execute();
    const res = await as(t, user)({ method: 'GET', url: `${API}/orders/${orderId}` });
    expect(res.json().items[0]).toMatchObject({ unitPrice: 10, productName: product.name });
    expect(res.json().total).toBe(10.7);
  });

  it('refuses an empty cart with 409', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const res = await post(user, checkoutBody());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your cart is empty');
  });

  it('refuses missing stock with 409 naming the products short, and changes nothing', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const plenty = await insertProduct(t, { name: 'Plenty', stock: 10 });
    const few = await insertProduct(t, { name: 'Few', stock: 3 });
    await fillCart(t, user, [
      { productId: plenty.id, quantity: 2 },
      { productId: few.id, quantity: 3 },
    ]);
    // Someone else bought two meanwhile.
    await t.database.db.updateTable('products').set({ stock_quantity: 1 }).where('id', '=', few.id).execute();
    const res = await post(user, checkoutBody());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Not enough stock for: Few (1 available)',
    });
    expect((await productStock(t, plenty.id)).stock).toBe(10);
    expect((await productStock(t, few.id)).stock).toBe(1);
    expect((await as(t, user)({ method: 'GET', url: `${API}/cart` })).json().items).toHaveLength(2);
    const mine = await as(t, user)({ method: 'GET', url: `${API}/orders` });
    expect(mine.json().orders).toEqual([]);
  });

  it('refuses an option value that ran out, naming it', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const gloves = await insertProduct(t, {
      name: 'Nitrile',
      options: [
        { value: 'L', stock: 2 },
        { value: 'XL', stock: 2 },
      ],
    });
    await fillCart(t, user, [{ productId: gloves.id, quantity: 2, optionValue: 'L' }]);
    await t.database.db
      .updateTable('product_option_values')
      .set({ stock_quantity: 0 })
      .where('id', '=', gloves.optionIds.L!)
      .execute();
    await t.database.db
      .updateTable('products')
      .set({ stock_quantity: 2 })
      .where('id', '=', gloves.id)
      .execute();
    const res = await post(user, checkoutBody());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Not enough stock for: Nitrile (L) (0 available)');
    expect(await productStock(t, gloves.id)).toMatchObject({ stock: 2, options: { L: 0, XL: 2 } });
  });

  it('validates buyer, shipping and payment, naming the field', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const noCity = checkoutBody({ shipping: { country: 'US', state: 'FL', city: '', street: 'x' } });
    const res = await post(user, noCity);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('shipping.city');
    const badEmail = await post(
      user,
      checkoutBody({ buyer: { fullName: 'A', contactNumber: '1', email: 'nope' } }),
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details[0].field).toBe('buyer.email');
    const provider = await post(
      user,
      checkoutBody({
        paymentMethod: { provider: 'bitcoin', recipientName: 'a', username: 'b', contact: 'c' },
      }),
    );
    expect(provider.statusCode).toBe(400);
    expect(provider.json().details[0].field).toBe('paymentMethod.provider');
  });

  it('returns the same order for a retried request with the same Idempotency-Key', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const product = await insertProduct(t, { stock: 5 });
    await fillCart(t, user, [{ productId: product.id, quantity: 2 }]);
    const headers = { 'idempotency-key': 'checkout-123' };
    const first = await post(user, checkoutBody(), headers);
    expect(first.statusCode).toBe(201);
    // The user adds something else; a retry of the first request must not place it.
    await fillCart(t, user, [{ productId: product.id, quantity: 1 }]);
    const retry = await post(user, checkoutBody(), headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().orderId).toBe(first.json().orderId);
    expect((await productStock(t, product.id)).stock).toBe(3);
    expect((await as(t, user)({ method: 'GET', url: `${API}/orders` })).json().orders).toHaveLength(1);
    const other = await post(user, checkoutBody(), { 'idempotency-key': 'checkout-124' });
    expect(other.json().orderId).not.toBe(first.json().orderId);
  });

  it('refuses an Idempotency-Key reused with a different body with 422, placing nothing', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const product = await insertProduct(t, { stock: 5 });
    await fillCart(t, user, [{ productId: product.id, quantity: 1 }]);
    const headers = { 'idempotency-key': 'reused-key' };
    expect((await post(user, checkoutBody(), headers)).statusCode).toBe(201);
    await fillCart(t, user, [{ productId: product.id, quantity: 2 }]);
    const reused = await post(
      user,
      checkoutBody({
        buyer: { fullName: 'Somebody Else', contactNumber: '+1 305 555 0199', email: 'else@example.com' },
      }),
      headers,
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    });
    expect((await productStock(t, product.id)).stock).toBe(4);
    expect((await as(t, user)({ method: 'GET', url: `${API}/orders` })).json().orders).toHaveLength(1);
  });

  it('answers concurrent retries with one order', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const product = await insertProduct(t, { stock: 5 });
    await fillCart(t, user, [{ productId: product.id, quantity: 1 }]);
    const headers = { 'idempotency-key': 'double-click' };
    const answers = await Promise.all([1, 2, 3].map(() => post(user, checkoutBody(), headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().orderId)).size).toBe(1);
    expect((await productStock(t, product.id)).stock).toBe(4);
  });

  it('shows an order to its owner and admins only; others get 404', async () => {
    const owner = (await createUserWithToken(t)).authorization;
    const stranger = (await createUserWithToken(t)).authorization;
    const product = await insertProduct(t);
    await fillCart(t, owner, [{ productId: product.id, quantity: 1 }]);
    const { orderId } = await placeOrder(t, owner);
    expect((await as(t, owner)({ method: 'GET', url: `${API}/orders/${orderId}` })).statusCode).toBe(200);
    expect((await as(t, admin)({ method: 'GET', url: `${API}/orders/${orderId}` })).statusCode).toBe(200);
    const denied = await as(t, stranger)({ method: 'GET', url: `${API}/orders/${orderId}` });
    expect(denied.statusCode).toBe(404);
    expect((await as(t, owner)({ method: 'GET', url: `${API}/orders/999999` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API}/orders/${orderId}` })).statusCode).toBe(401);
  });

  it('lists the caller’s own orders by tab', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const product = await insertProduct(t, { name: 'Tab product', stock: 20 });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      await fillCart(t, user, [{ productId: product.id, quantity: 1 }]);
      ids.push((await placeOrder(t, user)).orderId);
    }
    await setStatus(t, admin, ids[1]!, { status: 'In Progress' });
    await setStatus(t, admin, ids[2]!, { status: 'In Progress' });
    await setStatus(t, admin, ids[2]!, { status: 'Shipped', trackingId: 'TRK1' });
    const tab = async (name?: string) =>
      (await as(t, user)({ method: 'GET', url: `${API}/orders${name ? `?tab=${name}` : ''}` }))
        .json()
        .orders.map((o: { orderId: number }) => o.orderId);
    expect(await tab()).toEqual([ids[2], ids[1], ids[0]]);
    expect(await tab('active')).toEqual([ids[1], ids[0]]);
    expect(await tab('shipped')).toEqual([ids[2]]);
    expect(await tab('completed')).toEqual([]);
    const bad = await as(t, user)({ method: 'GET', url: `${API}/orders?tab=archive` });
    expect(bad.statusCode).toBe(400);
    const first = (await as(t, user)({ method: 'GET', url: `${API}/orders` })).json().orders[0];
    expect(first).toMatchObject({ itemCount: 1, firstProductName: 'Tab product', total: 10.7 });
  });
});

describe('admin order list', () => {
  let t: TestApp;
  let admin: string;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
    const product = await insertProduct(t, { name: 'Crown kit', priceCents: 1000, stock: 100 });
    const buyers = ['Ana Silva', 'Bruno Costa', 'Ana Pereira'];
    for (const [i, name] of buyers.entries()) {
      const user = (await createUserWithToken(t)).authorization;
      await fillCart(t, user, [{ productId: product.id, quantity: i + 1 }]);
      const res = await as(
        t,
        user,
      )({
        method: 'POST',
        url: `${API}/orders`,
        payload: checkoutBody({ buyer: { fullName: name, contactNumber: '1', email: `b${i}@example.com` } }),
      });
      ids.push(res.json().orderId);
    }
    // Spread the orders over three days so the date filter has something to cut.
    const days = ['2026-03-01T10:00:00.000Z', '2026-03-02T10:00:00.000Z', '2026-03-03T10:00:00.000Z'];
    for (const [i, id] of ids.entries()) {
      await t.database.db.updateTable('orders').set({ created_at: days[i]! }).where('id', '=', id).execute();
    }
    await setStatus(t, admin, ids[1]!, { status: 'In Progress' });
  });
  afterAll(() => t.close());

  const list = (query = '') =>
    as(t, admin)({ method: 'GET', url: `/interdentallab/orders/getAllOrders${query}` });

  it('lists every order newest first in the spec’s shape, with paging totals', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 0, size: 10, totalElements: 3, totalPages: 1 });
    expect(body.orders.map((o: { orderId: number }) => o.orderId)).toEqual([ids[2], ids[1], ids[0]]);
    expect(body.orders[0]).toEqual({
      orderId: ids[2],
      buyer: 'Ana Pereira',
      buyerEmail: 'b2@example.com',
      orderStatus: 'Pending',
      createdAt: '2026-03-03T10:00:00.000Z',
      orderItems: [{ productId: expect.any(Number), productName: 'Crown kit', unitPrice: 10, quantity: 3 }],
      total: 30,
    });
  });

  it('filters by status, buyer name, order id and dates; sorts and pages', async () => {
    const ids_ = async (query: string) =>
      (await list(query)).json().orders.map((o: { orderId: number }) => o.orderId);
    expect(await ids_('?status=In%20Progress')).toEqual([ids[1]]);
    expect(await ids_('?status=Completed')).toEqual([]);
    expect(await ids_('?q=ana')).toEqual([ids[2], ids[0]]);
    expect(await ids_(`?q=${ids[1]}`)).toEqual([ids[1]]);
    expect(await ids_('?from=2026-03-02&to=2026-03-02')).toEqual([ids[1]]);
    expect(await ids_('?sort=total_asc')).toEqual([ids[0], ids[1], ids[2]]);
    const page = await list('?size=2&page=1&sort=oldest');
    expect(page.json()).toMatchObject({ totalElements: 3, totalPages: 2, page: 1 });
    expect(page.json().orders.map((o: { orderId: number }) => o.orderId)).toEqual([ids[2]]);
    expect((await list('?status=Lost')).statusCode).toBe(400);
    expect((await list('?from=yesterday')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const user = (await createUserWithToken(t)).authorization;
    expect(
      (await as(t, user)({ method: 'GET', url: '/interdentallab/orders/getAllOrders' })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/interdentallab/orders/getAllOrders' })).statusCode,
    ).toBe(401);
  });
});

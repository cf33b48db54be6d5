import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expireUnpaidOrders, scheduleUnpaidOrderExpiry } from '../src/modules/orders/unpaid-orders';
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
import { createTestApp, createUserWithToken, movableClock, type TestApp } from './helpers';

const MINUTE = 60_000;

describe('unpaid orders hold stock for UNPAID_ORDER_HOLD_MINUTES, then are cancelled', () => {
  const clock = movableClock();
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ UNPAID_ORDER_HOLD_MINUTES: '60' }, { now: clock.now });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const orderOf = async (authorization: string, orderId: number) =>
    (await as(t, authorization)({ method: 'GET', url: `${API}/orders/${orderId}` })).json();
  const expire = () => expireUnpaidOrders(t.app.deps, t.app.config.unpaidOrderHoldMinutes, clock.now());

  it('gives the stock back an hour after an unpaid order, and tells the buyer', async () => {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { stock: 5 });
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 2 }]);
    const order = await placeOrder(t, buyer.authorization);
    expect((await productStock(t, product.id)).stock).toBe(3);

    clock.advance(59 * MINUTE);
    expect(await expire()).not.toContain(order.orderId);
    expect((await orderOf(buyer.authorization, order.orderId)).orderStatus).toBe('Pending');

    clock.advance(2 * MINUTE);
    expect(await expire()).toContain(order.orderId);
    const seen = await orderOf(buyer.authorization, order.orderId);
    expect(seen.orderStatus).toBe('Cancelled');
    expect((await productStock(t, product.id)).stock).toBe(5);
    const notifications = await as(t, buyer.authorization)({ method: 'GET', url: `${API}/notifications` });
    expect(JSON.stringify(notifications.json())).toContain(
      `Your order #${order.orderId} was cancelled because its payment did not arrive in time.`,
    );
    const mails = await t.database.db
      .selectFrom('mail_queue')
      .select(['subject', 'text_body'])
      .where('to_address', '=', buyer.email)
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([
      `Interdental Lab: order #${order.orderId} placed`,
      `Interdental Lab: order #${order.orderId} cancelled (not paid)`,
    ]);
    expect(mails[0]!.text_body).toContain('Please pay within an hour');
    expect(mails[1]!.text_body).toContain(
      'within an hour, so it was cancelled and its items are available again',
    );
    // A second sweep does nothing more: the stock is not given back twice.
    expect(await expire()).toEqual([]);
    expect((await productStock(t, product.id)).stock).toBe(5);
  });

  it('never cancels an order whose payment arrived', async () => {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { stock: 5 });
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 1 }]);
    const order = await placeOrder(t, buyer.authorization);
    // The administrator confirms the transfer: the payment arrived.
    expect(
      (await setStatus(t, admin.authorization, order.orderId, { status: 'In Progress' })).statusCode,
    ).toBe(200);
    clock.advance(3 * 60 * MINUTE);
    expect(await expire()).not.toContain(order.orderId);
    expect((await orderOf(buyer.authorization, order.orderId)).orderStatus).toBe('In Progress');
    expect((await productStock(t, product.id)).stock).toBe(4);
  });

  it('runs by itself every minute while the server runs', async () => {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { stock: 2 });
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 2 }]);
    const order = await placeOrder(t, buyer.authorization);
    clock.advance(61 * MINUTE);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = scheduleUnpaidOrderExpiry(t.app.deps);
    try {
      vi.advanceTimersByTime(MINUTE);
    } finally {
      vi.useRealTimers();
    }
    try {
      await expect
        .poll(async () => (await orderOf(buyer.authorization, order.orderId)).orderStatus)
        .toBe('Cancelled');
      expect((await productStock(t, product.id)).stock).toBe(2);
    } finally {
      stop();
    }
  });
});

describe('a patient account cannot hold the stock with orders it never pays', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ MAX_UNPAID_ORDERS: '2', ORDER_LINE_MAX_UNITS: '5' });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
  });
  afterEach(() => {
    t.app.config.orderLineMaxUnits = 5;
  });
  afterAll(() => t.close());

  it('refuses a third unpaid order in words, and takes it once one is paid', async () => {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { stock: 20 });
    const first = await (async () => {
      await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 1 }]);
      return placeOrder(t, buyer.authorization);
    })();
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 1 }]);
    await placeOrder(t, buyer.authorization);
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 1 }]);
    const third = await as(
      t,
      buyer.authorization,
    )({ method: 'POST', url: `${API}/orders`, payload: checkoutBody() });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'TOO_MANY_UNPAID_ORDERS',
      message:
        'You have 2 orders waiting for payment. Pay for one of them before placing another. An unpaid order is cancelled an hour after it is placed.',
    });
    expect((await productStock(t, product.id)).stock).toBe(18);
    expect(
      (await as(t, buyer.authorization)({ method: 'GET', url: `${API}/cart` })).json().items,
    ).toHaveLength(1);

    expect(
      (await setStatus(t, admin.authorization, first.orderId, { status: 'In Progress' })).statusCode,
    ).toBe(200);
    await placeOrder(t, buyer.authorization);
    expect((await productStock(t, product.id)).stock).toBe(17);
  });

  it('caps the units of a product on one order line, in the cart and at checkout', async () => {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { name: 'Floss picks', stock: 999 });
    const add = (quantity: number) =>
      as(
        t,
        buyer.authorization,
      )({ method: 'POST', url: `${API}/cart/add`, payload: { productId: product.id, quantity } });
    const tooMany = await add(999);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'QUANTITY_LIMIT',
      message: 'You can buy at most 5 of Floss picks in one order',
    });
    expect((await add(5)).statusCode).toBe(200);
    expect((await add(1)).statusCode).toBe(409);
    const cart = (await as(t, buyer.authorization)({ method: 'GET', url: `${API}/cart` })).json();
    expect(cart.items[0].quantity).toBe(5);
    const raise = await as(
      t,
      buyer.authorization,
    )({
      method: 'PUT',
      url: `${API}/cart/${cart.items[0].id}/update`,
      payload: { cartItemId: cart.items[0].id, quantity: 6 },
    });
    expect(raise.statusCode).toBe(409);
    expect(raise.json().message).toBe('You can buy at most 5 of Floss picks in one order');

    // The limit was lowered after the cart was filled: checkout says which line to lower.
    t.app.config.orderLineMaxUnits = 3;
    const placed = await as(
      t,
      buyer.authorization,
    )({ method: 'POST', url: `${API}/orders`, payload: checkoutBody() });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toBe(
      'You can buy at most 3 of Floss picks in one order. Lower the quantity in your cart.',
    );
    expect((await productStock(t, product.id)).stock).toBe(999);
  });

  it("follows the product's own limit, above or below the shop's, set by an administrator", async () => {
    const buyer = await createUserWithToken(t);
    const picks = await insertProduct(t, { name: 'Bulk picks', stock: 500 });
    const crown = await insertProduct(t, { name: 'Zirconia crown', stock: 50 });
    const limit = (productId: number, maxUnitsPerOrder: number) =>
      t.database.db
        .updateTable('products')
        .set({ max_units_per_order: maxUnitsPerOrder })
        .where('id', '=', productId)
        .execute();
    await limit(picks.id, 100);
    await limit(crown.id, 2);
    const add = (productId: number, quantity: number) =>
      as(
        t,
        buyer.authorization,
      )({ method: 'POST', url: `${API}/cart/add`, payload: { productId, quantity } });
    expect((await add(picks.id, 100)).statusCode).toBe(200);
    expect((await add(picks.id, 1)).json().message).toBe(
      'You can buy at most 100 of Bulk picks in one order',
    );
    expect((await add(crown.id, 3)).json().message).toBe(
      'You can buy at most 2 of Zirconia crown in one order',
    );
    expect((await add(crown.id, 2)).statusCode).toBe(200);
    // Lowered after the cart was filled: checkout names the line and its limit.
    await limit(picks.id, 10);
    const placed = await as(
      t,
      buyer.authorization,
    )({ method: 'POST', url: `${API}/orders`, payload: checkoutBody() });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toBe(
      'You can buy at most 10 of Bulk picks in one order. Lower the quantity in your cart.',
    );
  });

  it('does not cap an administrator', async () => {
    const product = await insertProduct(t, { stock: 50 });
    const res = await as(
      t,
      admin.authorization,
    )({
      method: 'POST',
      url: `${API}/cart/add`,
      payload: { productId: product.id, quantity: 30 },
    });
    expect(res.statusCode).toBe(200);
  });
});

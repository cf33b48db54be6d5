import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, fillCart, insertProduct, placeOrder } from './fixtures/commerce';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

/** Issue 20: the admin's orders "Search by Price" filters by what is typed. */
describe('admin orders: search by price', () => {
  let t: TestApp;
  let admin: string;
  const totals: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
    for (const cents of [4999, 4950, 12000]) {
      const customer = await createUserWithToken(t);
      const product = await insertProduct(t, { priceCents: cents, stock: 5 });
      await fillCart(t, customer.authorization, [{ productId: product.id, quantity: 1 }]);
      const order = await placeOrder(t, customer.authorization);
      totals[order.orderId] = order.total;
    }
  });
  afterAll(() => t.close());

  const search = async (price: string) => {
    const res = await as(
      t,
      admin,
    )({ method: 'GET', url: `/interdentallab/orders/getAllOrders?price=${encodeURIComponent(price)}` });
    return res;
  };
  const totalsFound = async (price: string) =>
    ((await search(price)).json().orders as { orderId: number }[]).map((o) => totals[o.orderId]).sort();

  it('finds the orders whose total is what was typed, to the cent or within the dollar', async () => {
    expect(await totalsFound('49.99')).toEqual([49.99]);
    expect(await totalsFound('$49.99')).toEqual([49.99]);
    expect(await totalsFound('49.5')).toEqual([49.5]);
    expect(await totalsFound('49')).toEqual([49.5, 49.99]);
    expect(await totalsFound('120')).toEqual([120]);
    expect(await totalsFound('7')).toEqual([]);
  });

  it('refuses text that is not a price, naming the field', async () => {
    const res = await search('abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('price');
  });
});

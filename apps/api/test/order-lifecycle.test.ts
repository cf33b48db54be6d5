import { orderStatuses, orderStatusMoves } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, as, fillCart, insertProduct, placeOrder, productStock, setStatus } from './fixtures/commerce';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

// The shop's order rules, written out here on purpose: the contract's table is what the server and
// the admin screen read, and this is what it must say (a changed table fails these tests).
const statuses = ['Pending', 'In Progress', 'Shipped', 'Completed', 'Cancelled'] as const;
type Status = (typeof statuses)[number];
const allowed: Record<Status, Status[]> = {
  Pending: ['In Progress', 'Cancelled'],
  'In Progress': ['Shipped', 'Cancelled'],
  Shipped: ['Completed'],
  Completed: [],
  Cancelled: [],
};

/** The moves that bring a new order to each status. */
const pathTo: Record<Status, Record<string, string>[]> = {
  Pending: [],
  'In Progress': [{ status: 'In Progress' }],
  Shipped: [{ status: 'In Progress' }, { status: 'Shipped', trackingId: 'TRK-1' }],
  Completed: [{ status: 'In Progress' }, { status: 'Shipped', trackingId: 'TRK-1' }, { status: 'Completed' }],
  Cancelled: [{ status: 'Cancelled' }],
};

describe('order lifecycle', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
    customer = (await createUserWithToken(t)).authorization;
  });
  afterAll(() => t.close());

  async function newOrder(quantity = 1, stock = 50) {
    const product = await insertProduct(t, { stock });
    await fillCart(t, customer, [{ productId: product.id, quantity }]);
    return { product, orderId: (await placeOrder(t, customer)).orderId };
  }

  async function orderAt(status: Status) {
    const { orderId } = await newOrder();
    for (const move of pathTo[status])
      expect((await setStatus(t, admin, orderId, move)).statusCode).toBe(200);
    return orderId;
  }

  it('runs Pending → In Progress → Shipped → Completed with a timestamp per tracking step', async () => {
    const { orderId } = await newOrder();
    const confirmed = await setStatus(t, admin, orderId, { status: 'In Progress' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().orderStatus).toBe('In Progress');
    const shipped = await setStatus(t, admin, orderId, {
      status: 'Shipped',
      trackingId: 'UPS-42',
      expectedDeliveryDate: '2026-12-01',
    });
    expect(shipped.json()).toMatchObject({
      orderStatus: 'Shipped',
      trackingId: 'UPS-42',
      expectedDeliveryDate: '2026-12-01',
    });
    await setStatus(t, admin, orderId, { status: 'Completed' });
    const order = (await as(t, customer)({ method: 'GET', url: `${API}/orders/${orderId}` })).json();
    expect(order.orderStatus).toBe('Completed');
    expect(
      order.timeline.map((s: { step: string; status: string; done: boolean }) => [s.step, s.status, s.done]),
    ).toEqual([
      ['Order Placed', 'Pending', true],
      ['In Progress', 'In Progress', true],
      ['Shipped', 'Shipped', true],
      ['Delivered', 'Completed', true],
    ]);
    const times = order.timeline.map((s: { at: string }) => s.at);
    expect(times.every((at: string) => !Number.isNaN(Date.parse(at)))).toBe(true);
    expect([...times].sort()).toEqual(times);
  });

  it('needs a tracking id to ship', async () => {
    const orderId = await orderAt('In Progress');
    const res = await setStatus(t, admin, orderId, { status: 'Shipped' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('trackingId');
    const order = (await as(t, admin)({ method: 'GET', url: `${API}/orders/${orderId}` })).json();
    expect(order.orderStatus).toBe('In Progress');
  });

  it('has the contract say exactly these statuses and moves', () => {
    expect(orderStatuses).toEqual(statuses);
    expect(orderStatusMoves).toEqual(allowed);
  });

  for (const from of statuses) {
    const refused = statuses.filter((to) => !allowed[from].includes(to));
    it(`refuses every other move from ${from} with 409 (${refused.join(', ')})`, async () => {
      const orderId = await orderAt(from);
      for (const to of refused) {
        const res = await setStatus(t, admin, orderId, { status: to, trackingId: 'TRK-2' });
        expect(res.statusCode, `${from} → ${to}`).toBe(409);
        expect(res.json().message).toBe(`An order that is ${from} cannot be moved to ${to}`);
      }
      const order = (await as(t, admin)({ method: 'GET', url: `${API}/orders/${orderId}` })).json();
      expect(order.orderStatus).toBe(from);
    });
  }

  it('tells an admin the moves allowed from each status, and makes each of them', async () => {
    for (const from of statuses) {
      const orderId = await orderAt(from);
      const view = await as(t, admin)({ method: 'GET', url: `${API}/orders/${orderId}` });
      expect(view.json().nextStatuses, from).toEqual(allowed[from]);
      for (const to of allowed[from]) {
        const moving = await orderAt(from);
        const moved = await setStatus(t, admin, moving, { status: to, trackingId: 'TRK-3' });
        expect(moved.statusCode, `${from} → ${to}`).toBe(200);
        // The answer to a move is the order as the admin now sees it, with its next moves.
        expect(moved.json().nextStatuses, `${from} → ${to}`).toEqual(allowed[to]);
      }
    }
  });

  it("keeps the moves out of the customer's view of an order", async () => {
    const { orderId } = await newOrder();
    const order = (await as(t, customer)({ method: 'GET', url: `${API}/orders/${orderId}` })).json();
    expect(order.orderStatus).toBe('Pending');
    expect(order).not.toHaveProperty('nextStatuses');
  });

  it('puts the stock back when a Pending or In Progress order is cancelled', async () => {
    const gloves = await insertProduct(t, {
      options: [
        { value: 'S', stock: 4 },
        { value: 'M', stock: 4 },
      ],
    });
    const floss = await insertProduct(t, { stock: 6 });
    await fillCart(t, customer, [
      { productId: gloves.id, quantity: 3, optionValue: 'S' },
      { productId: floss.id, quantity: 2 },
    ]);
    const first = (await placeOrder(t, customer)).orderId;
    await fillCart(t, customer, [{ productId: gloves.id, quantity: 1, optionValue: 'M' }]);
    const second = (await placeOrder(t, customer)).orderId;
    expect(await productStock(t, gloves.id)).toMatchObject({ stock: 4, options: { S: 1, M: 3 } });
    expect((await productStock(t, floss.id)).stock).toBe(4);

    const cancelled = await setStatus(t, admin, first, { status: 'Cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().cancelledAt).toEqual(expect.any(String));
    expect(await productStock(t, gloves.id)).toMatchObject({ stock: 7, options: { S: 4, M: 3 } });
    expect((await productStock(t, floss.id)).stock).toBe(6);

    await setStatus(t, admin, second, { status: 'In Progress' });
    await setStatus(t, admin, second, { status: 'Cancelled' });
    expect(await productStock(t, gloves.id)).toMatchObject({ stock: 8, options: { S: 4, M: 4 } });
    // A second cancel is refused and restocks nothing.
    expect((await setStatus(t, admin, second, { status: 'Cancelled' })).statusCode).toBe(409);
    expect((await productStock(t, gloves.id)).stock).toBe(8);
  });

  it('is for admins only, answers 404 for an unknown order and 400 for an unknown status', async () => {
    const { orderId } = await newOrder();
    const byCustomer = await as(
      t,
      customer,
    )({
      method: 'PATCH',
      url: `${API}/admin/orders/${orderId}/status`,
      payload: { status: 'In Progress' },
    });
    expect(byCustomer.statusCode).toBe(403);
    expect((await setStatus(t, admin, 999999, { status: 'In Progress' })).statusCode).toBe(404);
    const unknown = await setStatus(t, admin, orderId, { status: 'Lost' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('status');
    const order = (await as(t, customer)({ method: 'GET', url: `${API}/orders/${orderId}` })).json();
    expect(order.orderStatus).toBe('Pending');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, as, fillCart, insertProduct, placeOrder, setStatus } from './fixtures/commerce';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

/** Figures are computed "as of" this moment, so the windows do not depend on the clock. */
const AS_OF = '2026-06-15T12:00:00.000Z';

describe('admin dashboard', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};
  let productIds: Record<'A' | 'B' | 'C', number>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
    const customer = (await createUserWithToken(t)).authorization;
    const a = await insertProduct(t, { name: 'Alpha floss', priceCents: 1000, stock: 100 });
    const b = await insertProduct(t, { name: 'Beta brush', priceCents: 2500, stock: 100 });
    const c = await insertProduct(t, { name: 'Gamma gel', priceCents: 500, stock: 1 });
    await insertProduct(t, { name: 'Archived and empty', stock: 0, archived: true });
    productIds = { A: a.id, B: b.id, C: c.id };

    // name: [lines, placed at]
    const orders: Record<string, [{ productId: number; quantity: number }[], string]> = {
      o1: [[{ productId: a.id, quantity: 2 }], '2026-06-15T09:00:00.000Z'],
      o2: [[{ productId: b.id, quantity: 1 }], '2026-06-10T10:00:00.000Z'],
      o3: [
        [
          { productId: a.id, quantity: 1 },
          { productId: b.id, quantity: 2 },
        ],
        '2026-06-10T15:00:00.000Z',
      ],
      o4: [[{ productId: c.id, quantity: 1 }], '2026-06-05T10:00:00.000Z'],
      o5: [[{ productId: a.id, quantity: 5 }], '2026-06-12T10:00:00.000Z'],
      o6: [[{ productId: b.id, quantity: 1 }], '2026-05-20T10:00:00.000Z'],
      o7: [[{ productId: a.id, quantity: 1 }], '2025-09-01T10:00:00.000Z'],
      o8: [[{ productId: a.id, quantity: 1 }], '2025-03-10T10:00:00.000Z'],
    };
    for (const [name, [lines, at]] of Object.entries(orders)) {
      await fillCart(t, customer, lines);
      ids[name] = (await placeOrder(t, customer)).orderId;
      await t.database.db
        .updateTable('orders')
        .set({ created_at: at })
        .where('id', '=', ids[name]!)
        .execute();
    }
    await setStatus(t, admin, ids.o5!, { status: 'Cancelled' });
    await setStatus(t, admin, ids.o2!, { status: 'In Progress' });
  });
  afterAll(() => t.close());

  const dashboard = async (range: string) => {
    const res = await as(
      t,
      admin,
    )({ method: 'GET', url: `${API}/admin/dashboard?range=${range}&asOf=${AS_OF}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('counts the last 7 days against the 7 before, never the cancelled order', async () => {
    const week = await dashboard('week');
    expect(week.current).toEqual({
      from: '2026-06-09T00:00:00.000Z',
      to: '2026-06-16T00:00:00.000Z',
      sales: 3,
      revenue: 105,
    });
    expect(week.previous).toEqual({
      from: '2026-06-02T00:00:00.000Z',
      to: '2026-06-09T00:00:00.000Z',
      sales: 1,
      revenue: 5,
    });
    expect(week.series).toEqual([
      { label: '2026-06-09', sales: 0, revenue: 0 },
      { label: '2026-06-10', sales: 2, revenue: 85 },
      { label: '2026-06-11', sales: 0, revenue: 0 },
      { label: '2026-06-12', sales: 0, revenue: 0 },
      { label: '2026-06-13', sales: 0, revenue: 0 },
      { label: '2026-06-14', sales: 0, revenue: 0 },
      { label: '2026-06-15', sales: 1, revenue: 20 },
    ]);
    expect(week.bestSellers).toEqual([
      { productId: productIds.B, name: 'Beta brush', price: 25, unitsSold: 3, amount: 75 },
      { productId: productIds.A, name: 'Alpha floss', price: 10, unitsSold: 3, amount: 30 },
    ]);
  });

  it('lists out-of-stock products (not archived ones) and the latest orders', async () => {
    const week = await dashboard('week');
    expect(week.outOfStock).toEqual([
      { productId: productIds.C, name: 'Gamma gel', sku: expect.any(String) },
    ]);
    expect(week.recentOrders.map((o: { orderId: number }) => o.orderId)).toEqual([
      ids.o1,
      ids.o3,
      ids.o2,
      ids.o4,
      ids.o6,
    ]);
    expect(week.recentOrders[1]).toEqual({
      orderId: ids.o3,
      buyer: 'Maria Gomez',
      orderStatus: 'Pending',
      createdAt: '2026-06-10T15:00:00.000Z',
      total: 60,
      items: 2,
    });
  });

  it('covers the last 30 days for month', async () => {
    const month = await dashboard('month');
    expect(month.current).toMatchObject({ from: '2026-05-17T00:00:00.000Z', sales: 5, revenue: 135 });
    expect(month.previous).toMatchObject({ from: '2026-04-17T00:00:00.000Z', sales: 0, revenue: 0 });
    expect(month.series).toHaveLength(30);
    expect(month.series.find((p: { label: string }) => p.label === '2026-05-20')).toEqual({
      label: '2026-05-20',
      sales: 1,
      revenue: 25,
    });
    expect(month.bestSellers.map((b: { name: string; unitsSold: number }) => [b.name, b.unitsSold])).toEqual([
      ['Beta brush', 4],
      ['Alpha floss', 3],
      ['Gamma gel', 1],
    ]);
  });

  it('covers the last 12 months, per month, for year', async () => {
    const year = await dashboard('year');
    expect(year.current).toEqual({
      from: '2025-07-01T00:00:00.000Z',
      to: '2026-07-01T00:00:00.000Z',
      sales: 6,
      revenue: 145,
    });
    expect(year.previous).toMatchObject({ from: '2024-07-01T00:00:00.000Z', sales: 1, revenue: 10 });
    expect(year.series.map((p: { label: string }) => p.label)[0]).toBe('2025-07');
    expect(year.series.filter((p: { sales: number }) => p.sales > 0)).toEqual([
      { label: '2025-09', sales: 1, revenue: 10 },
      { label: '2026-05', sales: 1, revenue: 25 },
      { label: '2026-06', sales: 4, revenue: 110 },
    ]);
  });

  it('is for admins only and validates the range', async () => {
    const customer = (await createUserWithToken(t)).authorization;
    expect((await as(t, customer)({ method: 'GET', url: `${API}/admin/dashboard` })).statusCode).toBe(403);
    const bad = await as(t, admin)({ method: 'GET', url: `${API}/admin/dashboard?range=decade` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('range');
    const now = await as(t, admin)({ method: 'GET', url: `${API}/admin/dashboard` });
    expect(now.statusCode).toBe(200);
    expect(now.json().range).toBe('week');
  });
});

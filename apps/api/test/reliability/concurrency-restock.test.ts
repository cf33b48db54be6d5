import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, as, checkoutBody, insertCustomers, insertProduct, productStock } from '../fixtures/commerce';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from '../helpers';
import { recordFigure } from './figures';

const BUYERS = 40;
const START_STOCK = 6;
const RESTOCKS = 5;
const RESTOCK_UNITS = 2;

describe(`checkout of scarce products while an admin restocks (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('never sells more than there was, and every unit is either sold or still in stock', async () => {
    const admin = await createUserWithToken(t, { role: 'ADMIN' });
    const products = [
      await insertProduct(t, { stock: START_STOCK }),
      await insertProduct(t, { stock: START_STOCK }),
    ];
    const buyers = await insertCustomers(t, BUYERS);
    const now = new Date().toISOString();
    // Each buyer wants 1-2 units of one or both products.
    await t.database.db
      .insertInto('cart_items')
      .values(
        buyers.flatMap((buyer, i) =>
          products
            .filter((_, p) => i % 3 === 2 || i % 3 === p)
            .map((product) => ({
              user_id: buyer.id,
              product_id: product.id,
              option_value_id: null,
              quantity: 1 + (i % 2),
              created_at: now,
              updated_at: now,
            })),
        ),
      )
      .execute();

    const checkouts = buyers.map((buyer) =>
      as(t, buyer.authorization)({ method: 'POST', url: `${API}/orders`, payload: checkoutBody() }),
    );
    const restocks = Array.from({ length: RESTOCKS }, (_, i) =>
      as(
        t,
        admin.authorization,
      )({
        method: 'POST',
        url: `/interdentallab/product/${products[i % 2]!.id}/stock`,
        payload: { quantity: RESTOCK_UNITS },
      }),
    );
    const [orders, added] = await Promise.all([Promise.all(checkouts), Promise.all(restocks)]);

    expect(added.map((res) => res.statusCode)).toEqual(Array(RESTOCKS).fill(200));
    const codes = orders.map((res) => res.statusCode);
    expect(
      codes.every((code) => code === 201 || code === 409),
      codes.join(','),
    ).toBe(true);
    expect(codes.filter((code) => code === 201).length).toBeGreaterThan(0);
    expect(codes.filter((code) => code === 409).length).toBeGreaterThan(0);

    for (const [p, product] of products.entries()) {
      const addedUnits = RESTOCK_UNITS * Math.ceil((RESTOCKS - p) / 2);
      const { stock } = await productStock(t, product.id);
      const sold = await t.database.db
        .selectFrom('order_items')
        .select((eb) => eb.fn.sum<number>('quantity').as('units'))
        .where('product_id', '=', product.id)
        .executeTakeFirstOrThrow();
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(Number(sold.units ?? 0) + stock).toBe(START_STOCK + addedUnits);
    }
    // Every accepted order holds all the lines its buyer had in the cart.
    const accepted = orders
      .filter((res) => res.statusCode === 201)
      .map((res) => res.json().orderId as number);
    const lines = await t.database.db
      .selectFrom('order_items')
      .select(['order_id'])
      .where('order_id', 'in', accepted)
      .execute();
    expect(new Set(lines.map((line) => line.order_id)).size).toBe(accepted.length);
    recordFigure('orders checked', accepted.length);
  });
});

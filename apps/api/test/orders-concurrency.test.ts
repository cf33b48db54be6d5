import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, as, checkoutBody, insertCustomers, insertProduct, productStock } from './fixtures/commerce';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers';

const BUYERS = 50;
const STOCK = 10;
const ROUNDS = 5;

describe(`no overselling under concurrent orders (${testDatabaseKind})`, () => {
  let t: TestApp;
  let buyers: { id: number; authorization: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    buyers = await insertCustomers(t, BUYERS);
  });
  afterAll(() => t.close());

  for (let round = 1; round <= ROUNDS; round++) {
    // Odd rounds sell a plain product, even rounds one option value of a product with options.
    const withOptions = round % 2 === 0;
    it(`round ${round}: ${BUYERS} buyers, ${STOCK} in stock${withOptions ? ' (option value)' : ''}: exactly ${STOCK} orders succeed`, async () => {
      const product = withOptions
        ? await insertProduct(t, {
            options: [
              { value: 'M', stock: STOCK },
              { value: 'L', stock: 3 },
            ],
          })
        : await insertProduct(t, { stock: STOCK });
      const now = new Date().toISOString();
      await t.database.db.deleteFrom('cart_items').execute();
      await t.database.db
        .insertInto('cart_items')
        .values(
          buyers.map((buyer) => ({
            user_id: buyer.id,
            product_id: product.id,
            option_value_id: withOptions ? product.optionIds.M! : null,
            quantity: 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();

      const answers = await Promise.all(
        buyers.map((buyer) =>
          as(t, buyer.authorization)({ method: 'POST', url: `${API}/orders`, payload: checkoutBody() }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(STOCK);
      expect(codes.filter((c) => c === 409)).toHaveLength(BUYERS - STOCK);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json().code).toBe('OUT_OF_STOCK');
      }
      const stock = await productStock(t, product.id);
      expect(stock.stock).toBe(withOptions ? 3 : 0);
      if (withOptions) expect(stock.options).toEqual({ M: 0, L: 3 });
      const sold = await t.database.db
        .selectFrom('order_items')
        .select((eb) => eb.fn.sum<number>('quantity').as('units'))
        .where('product_id', '=', product.id)
        .executeTakeFirstOrThrow();
      expect(Number(sold.units)).toBe(STOCK);
    });
  }
});

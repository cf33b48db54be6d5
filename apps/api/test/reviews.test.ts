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

describe('verified reviews', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
  });
  afterAll(() => t.close());

  /** A customer whose order with `productId` has reached `moves`' last status. */
  async function buyer(productId: number, moves: Record<string, string>[]) {
    const user = await createUserWithToken(t);
    await fillCart(t, user.authorization, [{ productId, quantity: 1 }]);
    const { orderId } = await placeOrder(t, user.authorization);
    for (const move of moves) await setStatus(t, admin, orderId, move);
    return { ...user, orderId };
  }
  const delivered: Record<string, string>[] = [
    { status: 'In Progress' },
    { status: 'Shipped', trackingId: 'T-1' },
    { status: 'Completed' },
  ];
  const review = (auth: string, productId: number, payload: Record<string, unknown>) =>
    as(t, auth)({ method: 'POST', url: `${API}/products/${productId}/reviews`, payload });
  const list = (productId: number, query = '') =>
    t.app.inject({ method: 'GET', url: `${API}/products/${productId}/reviews${query}` });

  it('lists no reviews for a new product and 404 for an unknown one', async () => {
    const product = await insertProduct(t);
    const res = await list(product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reviews: [], rating: 0, reviewCount: 0, page: 0, size: 10, totalPages: 0 });
    expect((await list(999999)).statusCode).toBe(404);
    const badPage = await list(product.id, '?page=-1');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().details[0].field).toBe('page');
  });

  it('refuses a review without a completed order containing the product (403)', async () => {
    const product = await insertProduct(t, { stock: 20 });
    const stranger = await createUserWithToken(t);
    expect(
      (await review(stranger.authorization, product.id, { rating: 5, comment: 'Great' })).statusCode,
    ).toBe(403);
    const shippedOnly = await buyer(product.id, delivered.slice(0, 2));
    const res = await review(shippedOnly.authorization, product.id, { rating: 5, comment: 'Great' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'You can review a product once an order containing it has been delivered',
    );
    const otherProduct = await insertProduct(t);
    const boughtOther = await buyer(otherProduct.id, delivered);
    expect((await review(boughtOther.authorization, product.id, { rating: 4 })).statusCode).toBe(403);
    expect(await productStock(t, product.id)).toMatchObject({ rating: 0, reviewCount: 0 });
    expect((await list(product.id)).json().reviews).toEqual([]);
  });

  it('accepts one review per verified buyer, edits it on a second post, and keeps the average', async () => {
    const product = await insertProduct(t, { stock: 20 });
    const first = await buyer(product.id, delivered);
    const created = await review(first.authorization, product.id, { rating: 4, comment: 'Fits well' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      review: { rating: 4, comment: 'Fits well', authorName: 'Test U.', mine: true, productId: product.id },
      rating: 4,
      reviewCount: 1,
    });
    expect(await productStock(t, product.id)).toMatchObject({ rating: 4, reviewCount: 1 });

    const second = await buyer(product.id, delivered);
    await review(second.authorization, product.id, { rating: 5, comment: 'Perfect' });
    expect(await productStock(t, product.id)).toMatchObject({ rating: 4.5, reviewCount: 2 });

    const edited = await review(first.authorization, product.id, {
      rating: 1,
      comment: 'Broke after a week',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      review: { id: created.json().review.id, rating: 1 },
      rating: 3,
      reviewCount: 2,
    });
    expect(await productStock(t, product.id)).toMatchObject({ rating: 3, reviewCount: 2 });

    const page = (await list(product.id)).json();
    expect(page).toMatchObject({ rating: 3, reviewCount: 2, totalPages: 1 });
    expect(page.reviews.map((r: { comment: string }) => r.comment)).toEqual([
      'Broke after a week',
      'Perfect',
    ]);
    expect(page.reviews.every((r: { mine: boolean }) => !r.mine)).toBe(true);
    const paged = (await list(product.id, '?page=1&size=1')).json();
    expect(paged.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Perfect']);
    expect(paged.totalPages).toBe(2);
  });

  it('marks the product reviewed on the buyer’s order', async () => {
    const product = await insertProduct(t);
    const customer = await buyer(product.id, delivered);
    const before = await as(
      t,
      customer.authorization,
    )({ method: 'GET', url: `${API}/orders/${customer.orderId}` });
    expect(before.json().items[0].reviewed).toBe(false);
    await review(customer.authorization, product.id, { rating: 5, comment: '' });
    const after = await as(
      t,
      customer.authorization,
    )({ method: 'GET', url: `${API}/orders/${customer.orderId}` });
    expect(after.json().items[0].reviewed).toBe(true);
    // A new order of the product answers it reviewed at once, as reading that order shows it.
    await fillCart(t, customer.authorization, [{ productId: product.id, quantity: 1 }]);
    const again = await as(
      t,
      customer.authorization,
    )({ method: 'POST', url: `${API}/orders`, payload: checkoutBody() });
    expect(again.statusCode).toBe(201);
    expect(again.json().items[0].reviewed).toBe(true);
    const read = await as(
      t,
      customer.authorization,
    )({ method: 'GET', url: `${API}/orders/${again.json().orderId}` });
    expect(again.json()).toEqual(read.json());
  });

  it('validates the rating and needs a signed-in user', async () => {
    const product = await insertProduct(t);
    const customer = await buyer(product.id, delivered);
    for (const rating of [0, 6, 'five']) {
      const res = await review(customer.authorization, product.id, { rating, comment: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('rating');
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${API}/products/${product.id}/reviews`,
      payload: { rating: 5 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await review(customer.authorization, 999999, { rating: 5 })).statusCode).toBe(404);
    expect(await productStock(t, product.id)).toMatchObject({ rating: 0, reviewCount: 0 });
  });
});

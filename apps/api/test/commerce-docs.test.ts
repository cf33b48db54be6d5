import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

describe('commerce routes in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every cart, wishlist, order, review, notification and dashboard call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/interdentallab/docs/json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /interdentallab/api/cart',
        'POST /interdentallab/api/cart/add',
        'PUT /interdentallab/api/cart/{id}/update',
        'DELETE /interdentallab/api/cart/{id}/remove',
        'GET /interdentallab/api/wishlist',
        'POST /interdentallab/api/wishlist/add',
        'DELETE /interdentallab/api/wishlist/{id}/remove',
        'POST /interdentallab/api/orders',
        'GET /interdentallab/api/orders',
        'GET /interdentallab/api/orders/{orderId}',
        'GET /interdentallab/orders/getAllOrders',
        'PATCH /interdentallab/api/admin/orders/{orderId}/status',
        'GET /interdentallab/api/products/{id}/reviews',
        'POST /interdentallab/api/products/{id}/reviews',
        'GET /interdentallab/api/notifications',
        'POST /interdentallab/api/notifications/{id}/read',
        'POST /interdentallab/api/notifications/read-all',
        'GET /interdentallab/api/admin/dashboard',
      ]),
    );
    const placeOrder = doc.paths['/interdentallab/api/orders'].post;
    expect(placeOrder.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
    expect(Object.keys(placeOrder.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
    expect(placeOrder.security).toEqual([{ bearerAuth: [] }]);
  });
});

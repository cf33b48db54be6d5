import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, as, checkoutBody, insertProduct } from '../fixtures/commerce';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from '../helpers';
import { populateShop } from './shop-fixtures';

const SIGN_IN = `${API}/users/sign-in`;
const signInBody = (email: string) => ({
  email,
  password: 'not the password',
  fcmToken: '',
  gmailToken: '',
  facebookToken: '',
});
const limits = {
  AUTH_RATE_LIMIT_PER_IP: '3',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000',
  AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
};

/** Sign-ins from one socket address, each claiming another client address in X-Forwarded-For. */
async function signInsWithForgedAddresses(t: TestApp, count: number) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      payload: signInBody(`nobody-${i}@example.com`),
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe(`abuse limits (${testDatabaseKind})`, () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof populateShop>>;
  beforeAll(async () => {
    t = await createTestApp(limits);
    shop = await populateShop(t);
  });
  afterAll(() => t.close());
  const stranger = () => as(t, shop.stranger.authorization);

  it('limits repeated failed sign-ins, and a forged X-Forwarded-For does not reset the limit', async () => {
    expect(await signInsWithForgedAddresses(t, 5)).toEqual([401, 401, 401, 429, 429]);
  });

  it('believes X-Forwarded-For only when TRUST_PROXY says a proxy sets it', async () => {
    const behindProxy = await createTestApp({ ...limits, TRUST_PROXY: 'true' });
    try {
      // Each request is a different client as far as the trusted proxy reports: none is limited.
      expect(await signInsWithForgedAddresses(behindProxy, 5)).toEqual([401, 401, 401, 401, 401]);
    } finally {
      await behindProxy.close();
    }
  });

  it('sign-up cannot make an administrator', async () => {
    const email = `climber-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/users/sign-up`,
      remoteAddress: '192.0.2.50',
      query: { email, password: 'long enough password', role: 'ADMIN' },
      payload: { role: 'ADMIN', roles: ['ADMIN'] },
    });
    expect(res.statusCode).toBe(403);
    const sneaky = await t.app.inject({
      method: 'POST',
      url: `${API}/users/sign-up`,
      remoteAddress: '192.0.2.51',
      query: { email, password: 'long enough password', role: 'PATIENT', roles: 'ADMIN', isAdmin: 'true' },
      payload: { roles: ['ADMIN'], isAdmin: true, status: 'active' },
    });
    expect(sneaky.statusCode).toBe(201);
    const rows = await t.database.db.selectFrom('users').select('role').where('email', '=', email).execute();
    expect(rows).toEqual([{ role: 'PATIENT' }]);
  });

  it("a patient cannot read or change another patient's order, cart line or wishlist line", async () => {
    expect((await stranger()({ method: 'GET', url: `${API}/orders/${shop.orderId}` })).statusCode).toBe(404);
    const update = await stranger()({
      method: 'PUT',
      url: `${API}/cart/${shop.cartLineId}/update`,
      payload: { quantity: 5 },
    });
    expect(update.statusCode).toBe(404);
    const remove = await stranger()({ method: 'DELETE', url: `${API}/cart/${shop.cartLineId}/remove` });
    expect(remove.statusCode).toBe(404);
    const unwish = await stranger()({
      method: 'DELETE',
      url: `${API}/wishlist/${shop.wishlistLineId}/remove`,
    });
    expect(unwish.statusCode).toBe(404);
    // The owner still has everything, unchanged.
    const owner = as(t, shop.patient.authorization);
    const cart = (await owner({ method: 'GET', url: `${API}/cart` })).json();
    expect(cart.items).toEqual([expect.objectContaining({ id: shop.cartLineId, quantity: 1 })]);
    const wishlist = (await owner({ method: 'GET', url: `${API}/wishlist` })).json();
    expect(wishlist.items.map((item: { id: number }) => item.id)).toEqual([shop.wishlistLineId]);
    expect((await owner({ method: 'GET', url: `${API}/orders/${shop.orderId}` })).statusCode).toBe(200);
    const strangersOrders = (await stranger()({ method: 'GET', url: `${API}/orders` })).json();
    expect(JSON.stringify(strangersOrders)).not.toContain(`"orderId":${shop.orderId}`);
  });

  it("a warranty enrolment and its claims are reached only with the enrolment's own e-mail", async () => {
    const { reference } = shop.enrolment;
    const wrongEmail = { reference, email: shop.stranger.email };
    for (const url of [
      `${API}/warranty/patient-enrollments/lookup`,
      `${API}/warranty/patient-enrollments/contract`,
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: wrongEmail });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(shop.patient.email);
    }
    const claim = await t.app.inject({
      method: 'POST',
      url: `${API}/warranty/claims`,
      payload: {
        ...wrongEmail,
        officeReference: 'IDL-D-7KQ3XM',
        caseType: 'chipped-crown',
        description: 'Not my enrolment.',
        photoUrls: [],
      },
    });
    expect(claim.statusCode).toBe(404);
    const enrolmentAsPatient = await as(
      t,
      shop.patient.authorization,
    )({
      method: 'GET',
      url: `${API}/admin/warranty/enrollments/${shop.enrolment.id}`,
    });
    expect(enrolmentAsPatient.statusCode).toBe(403);
    const claims = await t.database.db.selectFrom('warranty_claims').select('id').execute();
    expect(claims).toEqual([]);
  });

  it('ignores prices and totals sent by the client', async () => {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { priceCents: 4999, stock: 5 });
    const add = await as(
      t,
      buyer.authorization,
    )({
      method: 'POST',
      url: `${API}/cart/add`,
      payload: { productId: product.id, quantity: 2, price: 0.01, totalAmount: 0.02, unitPrice: 0.01 },
    });
    expect(add.statusCode).toBe(200);
    const placed = await as(
      t,
      buyer.authorization,
    )({
      method: 'POST',
      url: `${API}/orders`,
      payload: checkoutBody({
        total: 0.01,
        subtotal: 0.01,
        shippingCost: 0,
        items: [{ productId: product.id, quantity: 2, price: 0.01 }],
      }),
    });
    expect(placed.statusCode).toBe(201);
    const order = (
      await as(t, buyer.authorization)({ method: 'GET', url: `${API}/orders/${placed.json().orderId}` })
    ).json();
    expect(order.subtotal).toBe(99.98);
    expect(order.items).toEqual([
      expect.objectContaining({ quantity: 2, unitPrice: 49.99, lineTotal: 99.98 }),
    ]);
    expect(order.total).toBeGreaterThanOrEqual(99.98);
  });

  it('refuses uploads that are not images', async () => {
    const upload = (filename: string, type: string, content: string) =>
      as(
        t,
        shop.admin.authorization,
      )({
        method: 'POST',
        url: `${API}/uploads`,
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload:
          `--xyz\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n${content}\r\n--xyz--\r\n`,
      });
    for (const [filename, type, content] of [
      ['photo.png', 'image/png', 'this is text, not a PNG'],
      ['vector.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['page.html', 'text/html', '<script>alert(1)</script>'],
    ] as const) {
      const res = await upload(filename, type, content);
      expect(res.statusCode, filename).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, filename).toBeLessThan(500);
      expect(res.json().code, filename).toEqual(expect.any(String));
    }
  });

  it('refuses text holding a NUL character with a 400 and stores nothing (PostgreSQL cannot hold it)', async () => {
    const before = await t.database.db.selectFrom('contact_messages').select('id').execute();
    const requests = [
      {
        method: 'POST' as const,
        url: `${API}/contact-messages`,
        payload: {
          firstName: 'Le\u0000na',
          lastName: 'Park',
          email: 'lena@example.com',
          message: 'Hi\u0000',
        },
      },
      { method: 'GET' as const, url: `${API}/products/getallproducts?q=a%00b` },
      {
        method: 'POST' as const,
        url: SIGN_IN,
        remoteAddress: '192.0.2.99',
        payload: signInBody('a\u0000@example.com'),
      },
    ];
    for (const request of requests) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json(), request.url).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/NUL character/),
      });
    }
    expect(await t.database.db.selectFrom('contact_messages').select('id').execute()).toEqual(before);
  });

  it('sends security headers on API answers, errors included', async () => {
    for (const url of [`${API}/products/getallproducts`, `${API}/orders`, `${API}/no-such-route`]) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toMatch(/script-src 'self'/);
      expect(csp, url).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp, url).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });
});

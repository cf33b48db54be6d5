import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, checkoutBody, insertCustomers, insertProduct, productStock } from '../fixtures/commerce';
import { createTestApp, createUserWithToken, type TestApp } from '../helpers';
import { recordFigure } from './figures';
import { caller, databaseEnv, ensureServerBuilt, startServer, type ServerProcess } from './server-process';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUYERS = 24;
const STOCK = 7;
const PER_EMAIL = 4;
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Two server processes sharing one PostgreSQL schema, one Redis and one uploads directory. */
describe('scale-out: two instances on one PostgreSQL and Redis', () => {
  let t: TestApp;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  beforeAll(async () => {
    await ensureServerBuilt();
    t = await createTestApp();
    await createUserWithToken(t, { role: 'ADMIN' });
    const env = {
      ...(await databaseEnv(t)),
      REDIS_URL,
      AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '120',
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 200_000);
  afterAll(async () => {
    await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')]);
    await t?.close();
  });

  it('never oversells a scarce product ordered through both at once', async () => {
    const product = await insertProduct(t, { stock: STOCK });
    const buyers = await insertCustomers(t, BUYERS);
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('cart_items')
      .values(
        buyers.map((buyer) => ({
          user_id: buyer.id,
          product_id: product.id,
          option_value_id: null,
          quantity: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        caller((i % 2 ? a : b)!.url, buyer.authorization)('POST', `${API}/orders`, checkoutBody()),
      ),
    );
    const codes = answers.map((res) => res.status);
    expect(codes.filter((code) => code === 201)).toHaveLength(STOCK);
    expect(codes.filter((code) => code === 409)).toHaveLength(BUYERS - STOCK);
    expect((await productStock(t, product.id)).stock).toBe(0);
    recordFigure('orders checked', STOCK);
  });

  it('serves at once what the other instance wrote', async () => {
    const admin = await createUserWithToken(t, { role: 'ADMIN' });
    const patient = await createUserWithToken(t);
    const product = await insertProduct(t, { stock: 0 });
    const restock = await caller(a!.url, admin.authorization)(
      'POST',
      `/interdentallab/product/${product.id}/stock`,
      {
        quantity: 3,
      },
    );
    expect(restock.status).toBe(200);
    const seen = await caller(b!.url)('GET', `${API}/products/${product.id}`);
    expect(seen.body.data ?? seen.body).toMatchObject({ stockQuantity: 3 });

    expect(
      (await caller(b!.url, patient.authorization)('POST', `${API}/cart/add`, { productId: product.id }))
        .status,
    ).toBe(200);
    const cart = await caller(a!.url, patient.authorization)('GET', `${API}/cart`);
    expect(cart.body.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 1 })]);

    const upload = await fetch(`${a!.url}${API}/uploads`, {
      method: 'POST',
      headers: { authorization: admin.authorization, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: Buffer.concat([
        Buffer.from(
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        tinyPng,
        Buffer.from('\r\n--xyz--\r\n'),
      ]),
    });
    expect(upload.status).toBe(201);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    expect((await fetch(`${b!.url}${imageUrl}`)).status).toBe(200);
  });

  it('counts failed sign-ins across both instances', async () => {
    const email = `shared-limit-${randomBytes(4).toString('hex')}@example.com`;
    const body = { email, password: 'wrong password', fcmToken: '', gmailToken: '', facebookToken: '' };
    const codes: number[] = [];
    for (let i = 0; i <= PER_EMAIL; i++)
      codes.push((await caller((i % 2 ? a : b)!.url)('POST', `${API}/users/sign-in`, body)).status);
    expect(codes).toEqual([...Array(PER_EMAIL).fill(401), 429]);
  });
});

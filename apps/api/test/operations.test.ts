import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, fillCart, insertProduct, placeOrder } from './fixtures/commerce';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { METRICS_TOKEN, sample, scrapeMetrics } from './metrics-helpers';

const READY = '/interdentallab/ready';
const METRICS = '/interdentallab/metrics';

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready when the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: READY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up', pendingMigrations: 0 });
    // Liveness stays as it was.
    expect((await t.app.inject({ method: 'GET', url: '/interdentallab/health' })).statusCode).toBe(200);
  });

  it('answers 503 while a migration is pending, and ready again once it is applied', async () => {
    const applied = await t.database.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .where('name' as never, '=', '0015_ops' as never)
      .executeTakeFirstOrThrow();
    await t.database.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '0015_ops' as never)
      .execute();
    const pending = await t.app.inject({ method: 'GET', url: READY });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({ status: 'unavailable', database: 'up', pendingMigrations: 1 });
    // Still alive: a load balancer keeps it, an orchestrator waits before sending traffic.
    expect((await t.app.inject({ method: 'GET', url: '/interdentallab/health' })).statusCode).toBe(200);

    await t.database.db
      .insertInto('kysely_migration' as never)
      .values(applied as never)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: READY })).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
  });
  afterAll(() => t.close());

  it('is for administrators or the scrape token only', async () => {
    const patient = await createUserWithToken(t);
    const admin = await createUserWithToken(t, { role: 'ADMIN' });
    expect((await t.app.inject({ method: 'GET', url: METRICS })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: METRICS,
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);
    const asPatient = await t.app.inject({
      method: 'GET',
      url: METRICS,
      headers: { authorization: patient.authorization },
    });
    expect(asPatient.statusCode).toBe(403);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: METRICS,
      headers: { authorization: admin.authorization },
    });
    expect(asAdmin.statusCode).toBe(200);
    const withToken = await t.app.inject({
      method: 'GET',
      url: METRICS,
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route and status with latency, orders, payments, mail, backups and the pool', async () => {
    const customer = await createUserWithToken(t);
    const product = await insertProduct(t, { stock: 10 });
    const scrape = () => scrapeMetrics(t);
    const before = await scrape();
    const productRoute = { method: 'GET', route: '/interdentallab/api/products/:id', status: '200' };
    const seenBefore = sample(before, 'idl_http_request_duration_seconds_count', productRoute) ?? 0;

    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: `${API}/products/${product.id}` });
    await t.app.inject({ method: 'GET', url: `${API}/products/2000000000` });
    await fillCart(t, customer.authorization, [{ productId: product.id, quantity: 1 }]);
    await placeOrder(t, customer.authorization);
    // The order's e-mail goes to the outbox after the answer; then one waits for a retry
    // tomorrow, and one was given up.
    await expect
      .poll(async () =>
        (await t.database.db.selectFrom('mail_queue').select('status').execute()).map((r) => r.status),
      )
      .toEqual(['sent']);
    const queued = (status: 'pending' | 'failed') => ({
      to_address: 'x@example.com',
      subject: 'Order shipped',
      text_body: 'Shipped.',
      html_body: '<p>Shipped.</p>',
      status,
      next_attempt_at: new Date(Date.now() + 86_400_000).toISOString(),
      queued_at: new Date().toISOString(),
    });
    await t.database.db
      .insertInto('mail_queue')
      .values([queued('pending'), queued('failed')])
      .execute();

    const body = await scrape();
    // One series per route pattern and status, never per raw URL.
    expect(sample(body, 'idl_http_request_duration_seconds_count', productRoute)).toBe(seenBefore + 3);
    expect(sample(body, 'idl_http_request_duration_seconds_count', { ...productRoute, status: '404' })).toBe(
      1,
    );
    expect(body).not.toContain('/products/2000000000');
    expect(sample(body, 'idl_http_request_duration_seconds_bucket', { ...productRoute, le: '+Inf' })).toBe(
      seenBefore + 3,
    );
    expect(sample(body, 'idl_orders_placed_total')).toBe(1);
    expect(sample(body, 'idl_payments_awaiting_confirmation')).toBe(1);
    expect(sample(body, 'idl_mail_queue_depth')).toBe(1);
    expect(sample(body, 'idl_mail_failed')).toBe(1);
    // Never backed up: the age is as large as it gets, so an alert on it fires.
    expect(sample(body, 'idl_backup_age_seconds')).toBeGreaterThan(365 * 24 * 3600);
    expect(sample(body, 'idl_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'idl_db_pool_connections', { state: 'waiting' })).toBe(0);
  });
});

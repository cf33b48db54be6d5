import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, as, checkoutBody, fillCart, insertProduct, setStatus } from './fixtures/commerce';
import { startFakeStripe, type FakeEvent, type FakeStripe } from './fake-stripe';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { runStripeCheck, type StripeCheckDeps } from '../src/modules/payments/stripe-check';
import {
  CHECK_EVERY_MS,
  FIRST_CHECK_DELAY_MS,
  RETRY_AFTER_MS,
  scheduleStripeCheck,
} from '../src/modules/payments/stripe-check-schedule';

/** A logger that keeps what was said at warn level. */
function recordingLog() {
  const warnings: unknown[][] = [];
  const log = {
    warn: (...args: unknown[]) => warnings.push(args),
    info: () => undefined,
    error: () => undefined,
    debug: () => undefined,
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

describe('the daily check of Stripe’s events against the shop', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let admin: string;
  let deps: StripeCheckDeps;
  let warnings: unknown[][];

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
    });
    fake.deliver = async (payload, headers) =>
      (await t.app.inject({ method: 'POST', url: `${API}/payments/stripe/webhook`, payload, headers }))
        .statusCode;
    admin = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.holdEvents = false;
    fake.held = [];
    fake.events = [];
    const recorder = recordingLog();
    warnings = recorder.warnings;
    deps = { db: t.database.db, stripe: t.app.stripe!, log: recorder.log };
  });

  async function paidCardOrder(priceCents = 3000) {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { priceCents, stock: 10 });
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 1 }]);
    const placed = await as(
      t,
      buyer.authorization,
    )({
      method: 'POST',
      url: `${API}/orders`,
      payload: checkoutBody({ paymentMethod: { provider: 'card' } }),
    });
    expect(placed.statusCode).toBe(201);
    await fake.completeCheckout(placed.json().payment.checkoutUrl.split('/pay/')[1]);
    return placed.json().orderId as number;
  }
  const mismatchNotices = async () =>
    (await as(t, admin)({ method: 'GET', url: `${API}/notifications` }))
      .json()
      .notifications.filter((n: { type: string }) => n.type === 'payments_mismatch');

  it('finds nothing to report when every payment and refund reached the shop', async () => {
    const before = (await mismatchNotices()).length;
    const orderId = await paidCardOrder();
    await paidCardOrder(4500);
    expect((await setStatus(t, admin, orderId, { status: 'Cancelled' })).statusCode).toBe(200);
    await vi.waitFor(() => expect(fake.events.map((e) => e.type)).toContain('charge.refunded'));
    await vi.waitFor(async () => {
      const row = await t.database.db
        .selectFrom('stripe_events')
        .select('id')
        .where('id', '=', fake.events.find((e) => e.type === 'charge.refunded')!.id)
        .executeTakeFirst();
      expect(row).toBeDefined();
    });

    expect(await runStripeCheck(deps, new Date())).toEqual({ ok: true, differences: [] });
    expect(warnings).toEqual([]);
    expect(await mismatchNotices()).toHaveLength(before);
  });

  it('reports a payment whose event the webhook never delivered, to the log and the admins', async () => {
    fake.holdEvents = true;
    const orderId = await paidCardOrder(5150);
    const completed = fake.held.find((event) => event.type === 'checkout.session.completed')!;

    const outcome = await runStripeCheck(deps, new Date());
    expect(outcome).toEqual({
      ok: true,
      differences: [
        {
          eventId: completed.id,
          eventType: 'checkout.session.completed',
          orderId,
          problem: `Stripe's checkout.session.completed event ${completed.id} never reached the shop.`,
        },
        {
          eventId: completed.id,
          eventType: 'checkout.session.completed',
          orderId,
          problem: `Stripe took $51.50 for order #${orderId}, but the shop still awaits its payment.`,
        },
      ],
    });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]![1]).toBe('Stripe and the shop disagree');
    const [notice] = await mismatchNotices();
    expect(notice).toMatchObject({
      title: 'Payments need a look',
      orderId,
      link: `/admin/orders/${orderId}`,
      message: expect.stringContaining(`order #${orderId}, but the shop still awaits its payment`),
    });

    // Once Stripe delivers it, the next run has nothing to say.
    for (const event of fake.held) expect(await fake.send(event)).toBe(200);
    expect(await runStripeCheck(deps, new Date())).toEqual({ ok: true, differences: [] });
  });

  it('reports a paid amount that differs from the order’s total', async () => {
    const orderId = await paidCardOrder(2000);
    await t.database.db.updateTable('orders').set({ total_cents: 2100 }).where('id', '=', orderId).execute();
    const outcome = await runStripeCheck(deps, new Date());
    expect(outcome.ok && outcome.differences.map((d) => d.problem)).toEqual([
      `Stripe took $20.00 for order #${orderId}, whose total is $21.00.`,
    ]);
  });

  it('reads every page of Stripe’s list, and only the last three days', async () => {
    const created = Math.floor(Date.now() / 1000);
    const expired = (n: number, ageSeconds: number): FakeEvent => ({
      id: `evt_test_expired_${n}`,
      object: 'event',
      type: 'checkout.session.expired',
      created: created - ageSeconds,
      data: { object: { id: `cs_test_${n}`, object: 'checkout.session', metadata: {} } },
    });
    fake.events.push(expired(0, 4 * 24 * 3600)); // too old to look at
    for (let n = 1; n <= 150; n += 1) fake.events.push(expired(n, 3600));
    const before = (await mismatchNotices()).length;
    const outcome = await runStripeCheck(deps, new Date());
    expect(outcome.ok && outcome.differences).toHaveLength(150);
    expect(outcome.ok && outcome.differences.map((d) => d.eventId)).not.toContain('evt_test_expired_0');
    // Ten notices at most: nine events, then how many more the log lists.
    const notices = await mismatchNotices();
    expect(notices.length - before).toBe(10);
    expect(notices[0].message).toBe(
      '141 more orders or events differ between Stripe and the shop; the server log lists them.',
    );
    expect(notices[0].link).toBe('/admin/payments');
  });

  it('logs an unreachable Stripe without throwing, and the next run works', async () => {
    fake.failNext(10);
    expect(await runStripeCheck(deps, new Date())).toEqual({ ok: false });
    expect(warnings[0]![1]).toMatch(/could not run; trying again later/);
    fake.failNext(0);
    expect(await runStripeCheck(deps, new Date())).toEqual({ ok: true, differences: [] });
  });
});

describe('the daily check’s schedule', () => {
  afterEach(() => vi.useRealTimers());

  it('runs minutes after start, then daily, an hour after a failure, never after stop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { log, warnings } = recordingLog();
    const outcomes = [{ ok: true }, { ok: false }, { ok: true }];
    const run = vi.fn(async () => outcomes.shift() ?? { ok: true });
    const stop = scheduleStripeCheck(log, run);

    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS - 1);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2); // this one fails
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    expect(run).toHaveBeenCalledTimes(3);

    run.mockRejectedValueOnce(new Error('database gone'));
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(run).toHaveBeenCalledTimes(4);
    expect(warnings).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    expect(run).toHaveBeenCalledTimes(5);

    stop();
    await vi.advanceTimersByTimeAsync(2 * CHECK_EVERY_MS);
    expect(run).toHaveBeenCalledTimes(5);
  });
});

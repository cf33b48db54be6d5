import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, as, placePaidCardOrder, setStatus } from './fixtures/commerce';
import { startFakeStripe, type FakeEvent, type FakeStripe } from './fake-stripe';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { enrolPatient } from './warranty-fixtures';
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
    deps = { ...t.app.deps, stripe: t.app.deps.stripe!, log: recorder.log };
  });

  const paidCardOrder = async (priceCents = 3000) => (await placePaidCardOrder(t, fake, priceCents)).id;
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

    expect(await runStripeCheck(deps)).toEqual({ ok: true, differences: [] });
    expect(warnings).toEqual([]);
    expect(await mismatchNotices()).toHaveLength(before);
  });

  it('reports a payment whose event the webhook never delivered, to the log and the admins', async () => {
    fake.holdEvents = true;
    const orderId = await paidCardOrder(5150);
    const completed = fake.held.find((event) => event.type === 'checkout.session.completed')!;

    const outcome = await runStripeCheck(deps);
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
    // The check looks back three days from the shop's clock (deps.now): four days on, it is past.
    const fourDaysOn = () => new Date(Date.now() + 4 * 24 * 60 * 60 * 1000);
    expect(await runStripeCheck({ ...deps, now: fourDaysOn })).toEqual({ ok: true, differences: [] });
    const [notice] = await mismatchNotices();
    expect(notice).toMatchObject({
      title: 'Payments need a look',
      orderId,
      link: `/admin/orders/${orderId}`,
      message: expect.stringContaining(`order #${orderId}, but the shop still awaits its payment`),
    });

    // Once Stripe delivers it, the next run has nothing to say.
    for (const event of fake.held) expect(await fake.send(event)).toBe(200);
    expect(await runStripeCheck(deps)).toEqual({ ok: true, differences: [] });
  });

  it('reports a paid amount that differs from the order’s total', async () => {
    const orderId = await paidCardOrder(2000);
    await t.database.db.updateTable('orders').set({ total_cents: 2100 }).where('id', '=', orderId).execute();
    const outcome = await runStripeCheck(deps);
    expect(outcome.ok && outcome.differences.map((d) => d.problem)).toEqual([
      `Stripe took $20.00 for order #${orderId}, whose total is $21.00.`,
    ]);
  });

  /** An enrolment on a card: the fee paid at checkout, month 1 paid and refunded, month 2 declined. */
  async function cardEnrolment(email: string) {
    const enrolment = await enrolPatient(t, { email });
    const started = await t.app.inject({
      method: 'POST',
      url: `${API}/warranty/patient-enrollments/card-subscription`,
      payload: { reference: enrolment.reference, email },
    });
    expect(started.statusCode).toBe(200);
    const session = await fake.completeCheckout(started.json().url.split('/pay/')[1]);
    const subscriptionId = String(session.subscription);
    const month1 = await fake.chargeNextMonth(subscriptionId);
    await fake.chargeNextMonth(subscriptionId, { fail: true });
    const payment = [...fake.invoicePayments.values()].find((p) => p.invoice === month1!.id)!;
    const paymentIntent = String((payment.payment as { payment_intent: string }).payment_intent);
    return { enrolment, subscriptionId, paymentIntent };
  }
  const duesOf = (enrollmentId: number) =>
    t.database.db
      .selectFrom('warranty_dues')
      .selectAll()
      .where('enrollment_id', '=', enrollmentId)
      .orderBy('due_on')
      .orderBy('id')
      .execute();
  async function refund(paymentIntent: string) {
    await t.app.deps.stripe!.refunds.create({ payment_intent: paymentIntent });
    await vi.waitFor(() => expect(fake.events.map((e) => e.type)).toContain('charge.refunded'));
  }
  /** Stripe ends the subscription (as it does after the last due) and says so. */
  async function endSubscription(subscriptionId: string) {
    const subscription = fake.subscriptions.get(subscriptionId)!;
    subscription.status = 'canceled';
    const deleted: FakeEvent = {
      id: `evt_test_deleted_${subscriptionId}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(subscription) },
    };
    fake.events.push(deleted);
    if (!fake.holdEvents) expect(await fake.send(deleted)).toBe(200);
  }

  it('finds nothing to report when the warranty’s card events reached the shop', async () => {
    const { enrolment, subscriptionId, paymentIntent } = await cardEnrolment('check-ok@example.com');
    await refund(paymentIntent);
    await vi.waitFor(async () => expect((await duesOf(enrolment.id))[1]!.refunded_on).not.toBeNull());
    await endSubscription(subscriptionId);
    expect(fake.events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'invoice.paid',
        'invoice.payment_failed',
        'charge.refunded',
        'customer.subscription.deleted',
      ]),
    );
    expect(await runStripeCheck(deps)).toEqual({ ok: true, differences: [] });
  });

  it('reports warranty dues that differ from Stripe, in one notice for the enrolment', async () => {
    const { enrolment, subscriptionId, paymentIntent } = await cardEnrolment('check-differ@example.com');
    await refund(paymentIntent);
    await vi.waitFor(async () => expect((await duesOf(enrolment.id))[1]!.refunded_on).not.toBeNull());
    await endSubscription(subscriptionId);
    const [fee, month1, month2] = await duesOf(enrolment.id);
    // The shop's records drift from what Stripe did: the fee's card payment lost, the refund of
    // month 1 undone, month 2's declined charge forgotten, the card still on after Stripe ended it.
    const db = t.database.db;
    await db
      .updateTable('warranty_dues')
      .set({ paid_on: null, paid_by: null })
      .where('id', '=', fee!.id)
      .execute();
    await db
      .updateTable('warranty_dues')
      .set({ paid_on: month1!.refunded_on, paid_by: 'card' })
      .where('id', '=', month1!.id)
      .execute();
    await db
      .updateTable('warranty_dues')
      .set({ charge_failed_on: null })
      .where('id', '=', month2!.id)
      .execute();
    await db
      .updateTable('warranty_enrollments')
      .set({ card_state: 'failing' })
      .where('id', '=', enrolment.id)
      .execute();

    // Stripe lists the newest events first.
    const outcome = await runStripeCheck(deps);
    const ref = enrolment.reference;
    const feeInvoice = String(fee!.stripe_invoice_id);
    expect(outcome.ok && outcome.differences.map((d) => [d.eventType, d.enrollmentId, d.problem])).toEqual([
      [
        'invoice.paid',
        enrolment.id,
        `Stripe charged $99.00 by invoice ${feeInvoice} on warranty ${ref}, but the shop has no due paid by it.`,
      ],
      [
        'customer.subscription.deleted',
        enrolment.id,
        `Stripe ended the card subscription of warranty ${ref}, but the shop still shows its card charge on.`,
      ],
      [
        'invoice.payment_failed',
        enrolment.id,
        `Stripe declined the card for the due of ${month2!.due_on} on warranty ${ref}, but the shop does not show the due declined.`,
      ],
      [
        'charge.refunded',
        enrolment.id,
        `Stripe refunded $15.00 on warranty ${ref}, but the shop still has its due paid.`,
      ],
    ]);
    const notices = (await mismatchNotices()).filter((n: { message: string }) => n.message.includes(ref));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'Payments need a look',
      link: `/admin/warranty/${enrolment.id}`,
    });
  });

  it('reports a due charged twice, and card events that never reached the shop', async () => {
    const { enrolment, subscriptionId } = await cardEnrolment('check-missed@example.com');
    // Month 3: the lab recorded a transfer, and Stripe charged the card too.
    const month3 = (await duesOf(enrolment.id))[3]!;
    await t.database.db
      .updateTable('warranty_dues')
      .set({ paid_on: '2026-01-01', paid_by: 'transfer' })
      .where('id', '=', month3.id)
      .execute();
    // Month 2 was declined; retried later, the charge goes through. Then month 3, and Stripe
    // refunds month 4's payment: none of these events reaches the shop.
    fake.holdEvents = true;
    const month2Invoice = [...fake.invoices.values()].find(
      (invoice) =>
        invoice.status === 'open' &&
        (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
          .subscription === subscriptionId,
    )!;
    await fake.payInvoice(String(month2Invoice.id));
    const month3Invoice = await fake.chargeNextMonth(subscriptionId);
    const month4Invoice = await fake.chargeNextMonth(subscriptionId);
    const payment = [...fake.invoicePayments.values()].find((p) => p.invoice === month4Invoice!.id)!;
    await refund(String((payment.payment as { payment_intent: string }).payment_intent));
    fake.holdEvents = false;
    const missed = fake.held.filter((e) => ['invoice.paid', 'charge.refunded'].includes(e.type));
    expect(missed.map((e) => e.type)).toEqual([
      'invoice.paid',
      'invoice.paid',
      'invoice.paid',
      'charge.refunded',
    ]);
    // Month 3's invoice.paid is delivered (the due stays paid by transfer); the rest never is.
    const month3Paid = missed.find((e) => (e.data.object as { id: string }).id === month3Invoice!.id)!;
    expect(await fake.send(month3Paid)).toBe(200);

    const outcome = await runStripeCheck(deps);
    const ref = enrolment.reference;
    const problems = outcome.ok ? outcome.differences.map((d) => d.problem) : [];
    expect(outcome.ok && outcome.differences.filter((d) => d.enrollmentId !== enrolment.id)).toEqual([]);
    expect(problems).toEqual(
      expect.arrayContaining([
        `Stripe charged $15.00 for the due of ${month3.due_on} on warranty ${ref}, which the shop has as paid by transfer: paid twice?`,
        `Stripe charged $15.00 by invoice ${String(month2Invoice.id)} on warranty ${ref}, but the shop has no due paid by it.`,
        `Stripe charged $15.00 by invoice ${String(month4Invoice!.id)} on warranty ${ref}, but the shop has no due paid by it.`,
        `Stripe refunded $15.00 of invoice ${String(month4Invoice!.id)} on warranty ${ref}, but the shop has not recorded that payment or its refund.`,
      ]),
    );
    for (const event of missed.filter((e) => e !== month3Paid))
      expect(problems).toContain(`Stripe's ${event.type} event ${event.id} never reached the shop.`);
    expect(problems).toHaveLength(7);

    // Once Stripe delivers them, only the double charge is left to look at.
    for (const event of fake.held) await fake.send(event);
    const after = await runStripeCheck(deps);
    expect(after.ok && after.differences.map((d) => d.problem)).toEqual([
      `Stripe charged $15.00 for the due of ${month3.due_on} on warranty ${ref}, which the shop has as paid by transfer: paid twice?`,
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
    const outcome = await runStripeCheck(deps);
    expect(outcome.ok && outcome.differences).toHaveLength(150);
    expect(outcome.ok && outcome.differences.map((d) => d.eventId)).not.toContain('evt_test_expired_0');
    // Ten notices at most: nine events, then how many more the log lists.
    const notices = await mismatchNotices();
    expect(notices.length - before).toBe(10);
    expect(notices[0].message).toBe(
      '141 more orders, enrolments or events differ between Stripe and the shop; the server log lists them.',
    );
    expect(notices[0].link).toBe('/admin/payments');
  });

  it('logs an unreachable Stripe without throwing, and the next run works', async () => {
    fake.failNext(10);
    expect(await runStripeCheck(deps)).toEqual({ ok: false });
    expect(warnings[0]![1]).toMatch(/could not run; trying again later/);
    fake.failNext(0);
    expect(await runStripeCheck(deps)).toEqual({ ok: true, differences: [] });
  });
});

describe('the daily check’s schedule', () => {
  afterEach(() => vi.useRealTimers());

  it('runs minutes after start, then daily, an hour after a failure, never after stop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { log, warnings } = recordingLog();
    const outcomes = [{ ok: true }, { ok: false }, { ok: true }];
    const run = vi.fn(async () => outcomes.shift() ?? { ok: true });
    const stop = scheduleStripeCheck({ log }, run);

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

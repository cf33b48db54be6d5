import { fillPath, reconciliationPaths, warrantyPaths } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API,
  as,
  fillCart,
  insertProduct,
  placeOrder,
  placePaidCardOrder,
  setStatus,
} from './fixtures/commerce';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { enrolPatient } from './warranty-fixtures';

const url = reconciliationPaths.adminReconciliation;
const DAY_ONE = '2026-03-02T23:50:00.000Z';
const DAY_TWO = '2026-03-03T00:10:00.000Z';

/**
 * Money on two UTC days twenty minutes apart. Orders are stamped with the system date (Stripe
 * events with their `created`), so the test moves the date itself; timers stay real.
 */
describe('the money view: payments and refunds by day', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let admin: string;
  const cents = { card1: 0, transfer: 0, card2: 0, due1: 0, due2: 0 };

  const cardOrder = (priceCents: number) => placePaidCardOrder(t, fake, priceCents);
  async function payDue(dueId: number) {
    const res = await as(
      t,
      admin,
    )({ method: 'POST', url: fillPath(warrantyPaths.adminDuePayment, { dueId }) });
    expect(res.statusCode).toBe(200);
  }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(DAY_ONE) });
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
    const enrolment = await enrolPatient(t);
    const [fee, first] = enrolment.dues;

    // Day one: a card order paid, a transfer order confirmed, the enrolment fee recorded paid.
    const card1 = await cardOrder(4000);
    cents.card1 = card1.cents;
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { priceCents: 1250, stock: 10 });
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 2 }]);
    const transfer = await placeOrder(t, buyer.authorization);
    cents.transfer = Math.round(transfer.total * 100);
    expect((await setStatus(t, admin, transfer.orderId, { status: 'In Progress' })).statusCode).toBe(200);
    await payDue(fee!.id);
    cents.due1 = Math.round(fee!.amount * 100);

    // Day two: another card order paid, the first one refunded (cancelled), a monthly due paid.
    vi.setSystemTime(new Date(DAY_TWO));
    cents.card2 = (await cardOrder(7399)).cents;
    expect((await setStatus(t, admin, card1.id, { status: 'Cancelled' })).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const row = await t.database.db
        .selectFrom('orders')
        .select('payment_state')
        .where('id', '=', card1.id)
        .executeTakeFirstOrThrow();
      expect(row.payment_state).toBe('refunded');
    });
    await payDue(first!.id);
    cents.due2 = Math.round(first!.amount * 100);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
    await fake.close();
  });

  it('adds up each day by source, the totals, and checks them a second way', async () => {
    const res = await as(t, admin)({ method: 'GET', url, query: { from: '2026-03-01', to: '2026-03-04' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const $ = (c: number) => c / 100;
    const empty = { cardOrders: 0, transferOrders: 0, warrantyDues: 0, moneyIn: 0, refunds: 0, net: 0 };
    const dayOneIn = cents.card1 + cents.transfer + cents.due1;
    const dayTwoIn = cents.card2 + cents.due2;
    expect(body.days).toEqual([
      { day: '2026-03-01', ...empty },
      {
        day: '2026-03-02',
        cardOrders: $(cents.card1),
        transferOrders: $(cents.transfer),
        warrantyDues: $(cents.due1),
        moneyIn: $(dayOneIn),
        refunds: 0,
        net: $(dayOneIn),
      },
      {
        day: '2026-03-03',
        cardOrders: $(cents.card2),
        transferOrders: 0,
        warrantyDues: $(cents.due2),
        moneyIn: $(dayTwoIn),
        refunds: $(cents.card1),
        net: $(dayTwoIn - cents.card1),
      },
      { day: '2026-03-04', ...empty },
    ]);
    expect(body.totals).toEqual({
      cardOrders: $(cents.card1 + cents.card2),
      transferOrders: $(cents.transfer),
      warrantyDues: $(cents.due1 + cents.due2),
      moneyIn: $(dayOneIn + dayTwoIn),
      refunds: $(cents.card1),
      net: $(dayOneIn + dayTwoIn - cents.card1),
    });
    expect(body.check).toEqual({
      ordersPaid: $(cents.card1 + cents.transfer + cents.card2),
      ordersRefunded: $(cents.card1),
      duesPaid: $(cents.due1 + cents.due2),
      duesRefunded: 0,
      expectedNet: $(dayOneIn + dayTwoIn - cents.card1),
      matches: true,
    });
    // Known without the API: $40 and $73.99 by card, 2 × $12.50 by transfer, the $99 fee, a $15 month.
    expect(cents).toEqual({ card1: 4000, transfer: 2500, card2: 7399, due1: 9900, due2: 1500 });
  });

  it('keeps a day to itself: one day shows only its own money', async () => {
    const res = await as(t, admin)({ method: 'GET', url, query: { from: '2026-03-03', to: '2026-03-03' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toHaveLength(1);
    expect(res.json().totals.refunds).toBe(cents.card1 / 100);
    expect(res.json().totals.transferOrders).toBe(0);
    expect(res.json().check.matches).toBe(true);
  });

  it('is for administrators only', async () => {
    const patient = await createUserWithToken(t);
    const query = { from: '2026-03-01', to: '2026-03-04' };
    expect((await as(t, patient.authorization)({ method: 'GET', url, query })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, query })).statusCode).toBe(401);
  });

  it('refuses a bad or too long range with a clear message', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ from: '2026-03-05', to: '2026-03-01' }, /before the first/],
      [{ from: '2026-01-01', to: '2026-04-30' }, /At most 92 days/],
      [{ from: '2026-02-30', to: '2026-03-01' }, /Not a calendar date/],
      [{ from: 'yesterday', to: '2026-03-01' }, /2026-03-14/],
      [{ from: '2026-03-01' }, /to/],
    ];
    for (const [query, message] of cases) {
      const res = await as(t, admin)({ method: 'GET', url, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const longest = await as(
      t,
      admin,
    )({ method: 'GET', url, query: { from: '2026-01-01', to: '2026-04-02' } });
    expect(longest.statusCode).toBe(200);
    expect(longest.json().days).toHaveLength(92);
  });
});

/**
 * A due paid by card on one day and refunded on another: the due is unpaid again, yet its money
 * came in on the first day and went out on the second, and the check still agrees.
 */
describe('the money view: a warranty due refunded by card', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let admin: string;
  let feeCents = 0;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-10T12:00:00.000Z') });
    fake = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
    });
    fake.deliver = async (payload, headers) =>
      (await t.app.inject({ method: 'POST', url: `${API}/payments/stripe/webhook`, payload, headers }))
        .statusCode;

    // April 10: the enrolment fee paid by card at checkout.
    const enrolment = await enrolPatient(t, { email: 'refunded-due@example.com' });
    const fee = enrolment.dues.find((due) => due.kind === 'enrollment-fee')!;
    feeCents = Math.round(fee.amount * 100);
    const started = await t.app.inject({
      method: 'POST',
      url: `${API}/warranty/patient-enrollments/card-subscription`,
      payload: { reference: enrolment.reference, email: enrolment.email },
    });
    expect(started.statusCode).toBe(200);
    await fake.completeCheckout(started.json().url.split('/pay/')[1]);
    const feeRow = () =>
      t.database.db
        .selectFrom('warranty_dues')
        .select(['paid_on', 'payment_intent_id', 'refunded_on'])
        .where('id', '=', fee.id)
        .executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect((await feeRow()).payment_intent_id).toMatch(/^pi_/));
    expect((await feeRow()).paid_on).toBe('2026-04-10');

    // April 12: Stripe refunds that payment, and the lab records the fee paid again by transfer.
    vi.setSystemTime(new Date('2026-04-12T09:00:00.000Z'));
    admin = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
    const stripe = t.app.deps.stripe!;
    await stripe.refunds.create({ payment_intent: (await feeRow()).payment_intent_id! });
    await vi.waitFor(async () => expect((await feeRow()).refunded_on).toBe('2026-04-12'));
    expect((await feeRow()).paid_on).toBeNull();
    const paidAgain = await as(
      t,
      admin,
    )({ method: 'POST', url: fillPath(warrantyPaths.adminDuePayment, { dueId: fee.id }) });
    expect(paidAgain.statusCode).toBe(200);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
    await fake.close();
  });

  it('shows the card payment on its day and its refund on the refund’s day; the check agrees', async () => {
    const res = await as(t, admin)({ method: 'GET', url, query: { from: '2026-04-10', to: '2026-04-12' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const fee = feeCents / 100;
    expect(fee).toBe(99);
    const none = { cardOrders: 0, transferOrders: 0 };
    expect(body.days).toEqual([
      { day: '2026-04-10', ...none, warrantyDues: fee, moneyIn: fee, refunds: 0, net: fee },
      { day: '2026-04-11', ...none, warrantyDues: 0, moneyIn: 0, refunds: 0, net: 0 },
      { day: '2026-04-12', ...none, warrantyDues: fee, moneyIn: fee, refunds: fee, net: 0 },
    ]);
    expect(body.totals).toEqual({ ...none, warrantyDues: 2 * fee, moneyIn: 2 * fee, refunds: fee, net: fee });
    expect(body.check).toEqual({
      ordersPaid: 0,
      ordersRefunded: 0,
      duesPaid: 2 * fee,
      duesRefunded: fee,
      expectedNet: fee,
      matches: true,
    });

    // The refund's day alone: the refund and the transfer, nothing of the card payment.
    const refundDay = await as(
      t,
      admin,
    )({ method: 'GET', url, query: { from: '2026-04-12', to: '2026-04-12' } });
    expect(refundDay.json().totals).toMatchObject({ warrantyDues: fee, refunds: fee, net: 0 });
    expect(refundDay.json().check).toMatchObject({ duesPaid: fee, duesRefunded: fee, matches: true });
  });
});

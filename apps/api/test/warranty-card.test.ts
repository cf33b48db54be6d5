import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WarrantyEnrollment } from '@idl/api-contract';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { startSmtpCapture } from './smtp-capture';
import { enrolPatient } from './warranty-fixtures';

const API = '/interdentallab/api';
const WARRANTY = `${API}/warranty`;

async function until<T>(read: () => T | undefined | false, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Midnight UTC of an ISO day, in Unix seconds, and the same day `months` later. */
const startOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const monthsLater = (day: string, months: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

describe('warranty dues paid by card: a Stripe subscription (a local fake of Stripe)', () => {
  let fake: FakeStripe;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  const statuses: number[] = [];

  beforeAll(async () => {
    fake = await startFakeStripe();
    smtp = await startSmtpCapture();
    t = await createTestApp({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://shop.example',
    });
    fake.deliver = async (payload, headers) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/payments/stripe/webhook`,
        payload,
        headers,
      });
      statuses.push(res.statusCode);
      return res.statusCode;
    };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await smtp.close();
  });
  beforeEach(() => {
    fake.holdEvents = false;
    fake.held = [];
    statuses.length = 0;
  });

  const lookUp = async (enrolment: WarrantyEnrollment): Promise<WarrantyEnrollment> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${WARRANTY}/patient-enrollments/lookup`,
      payload: { reference: enrolment.reference, email: enrolment.email },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const startCard = (enrolment: WarrantyEnrollment) =>
    t.app.inject({
      method: 'POST',
      url: `${WARRANTY}/patient-enrollments/card-subscription`,
      payload: { reference: enrolment.reference, email: enrolment.email },
    });
  /** Enrols, opens the card page and pays it: the subscription's id. */
  async function enrolOnCard(email: string, chargeDay = 15) {
    const enrolment = await enrolPatient(t, { email, chargeDay });
    const started = await startCard(enrolment);
    expect(started.statusCode).toBe(200);
    const session = await fake.completeCheckout(started.json().url.split('/pay/')[1]);
    return { enrolment, subscriptionId: String(session.subscription) };
  }
  const monthlyDues = (enrolment: WarrantyEnrollment) => enrolment.dues.filter((d) => d.kind === 'monthly');

  it('opens Stripe Checkout in subscription mode: the fee at once, the monthly charge from the first due', async () => {
    const enrolment = await enrolPatient(t, { email: 'checkout@example.com', plan: '6-year', chargeDay: 15 });
    const started = await startCard(enrolment);
    expect(started.statusCode).toBe(200);
    const url: string = started.json().url;
    expect(url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));
    const session = fake.sessions.get(url.split('/pay/')[1]!)!;
    const first = monthlyDues(enrolment)[0]!;
    const fee = enrolment.dues.find((d) => d.kind === 'enrollment-fee')!;
    expect(session).toMatchObject({
      mode: 'subscription',
      amount_total: 19_900,
      metadata: { kind: 'warranty', enrollmentId: String(enrolment.id), dueIds: String(fee.id) },
      subscription_data: {
        billing_cycle_anchor: String(startOfDay(first.dueOn)),
        proration_behavior: 'none',
        metadata: { kind: 'warranty', enrollmentId: String(enrolment.id) },
      },
      success_url: `https://shop.example/warranty?card=success&reference=${enrolment.reference}`,
    });
    // The customer is the enrolment's, with its address.
    expect(fake.customers.get(String(session.customer))).toMatchObject({ email: 'checkout@example.com' });
    // Nothing is paid until Stripe says so.
    expect((await lookUp(enrolment)).dues.every((d) => d.status !== 'paid')).toBe(true);
  });

  it('the paid checkout pays the fee and sets up a subscription that ends after the last due', async () => {
    const { enrolment, subscriptionId } = await enrolOnCard('paid@example.com');
    const seen = await lookUp(enrolment);
    expect(seen.dues[0]).toMatchObject({ kind: 'enrollment-fee', status: 'paid', paidBy: 'card' });
    expect(seen.dues.slice(1).every((d) => d.status !== 'paid')).toBe(true);
    expect(seen.card).toMatchObject({ state: 'active', failedOn: null });
    expect(seen.card?.updateCardPath).toMatch(
      /^\/interdentallab\/api\/warranty\/card-portal\?enrollmentId=\d+&token=/,
    );
    const last = monthlyDues(enrolment).at(-1)!;
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({
      status: 'active',
      cancel_at: startOfDay(monthsLater(last.dueOn, 1)),
      metadata: { kind: 'warranty', enrollmentId: String(enrolment.id) },
    });
    // Already on a card: a second card page is refused.
    expect((await startCard(enrolment)).statusCode).toBe(409);
  });

  it('each monthly charge pays its due; exactly 36 are charged and then the subscription ends', async () => {
    const { enrolment, subscriptionId } = await enrolOnCard('term@example.com', 3);
    const first = await fake.chargeNextMonth(subscriptionId);
    expect(first).toMatchObject({ status: 'paid', amount_paid: 1500 });
    const afterFirst = await lookUp(enrolment);
    const dues = monthlyDues(afterFirst);
    expect(dues[0]).toMatchObject({ status: 'paid', paidBy: 'card' });
    expect(dues.slice(1).every((d) => d.status !== 'paid')).toBe(true);

    let charges = 1;
    while (charges < 120 && (await fake.chargeNextMonth(subscriptionId))) charges += 1;
    expect(charges).toBe(36);
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled' });
    const done = await lookUp(enrolment);
    expect(done.dues.every((d) => d.status === 'paid' && d.paidBy === 'card')).toBe(true);
    expect(done.card?.state).toBe('ended');
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('a declined charge: the due says so, the patient is told once in the app and by e-mail with a card link', async () => {
    const patient = await createUserWithToken(t, { email: 'declined@example.com' });
    const { enrolment, subscriptionId } = await enrolOnCard('declined@example.com');
    const invoice = await fake.chargeNextMonth(subscriptionId, { fail: true });
    expect(invoice).toMatchObject({ status: 'open' });
    const seen = await lookUp(enrolment);
    const due = monthlyDues(seen)[0]!;
    const today = new Date().toISOString().slice(0, 10);
    expect(due).toMatchObject({ status: 'due', paidOn: null, chargeFailedOn: today });
    expect(seen.card).toMatchObject({ state: 'failing', failedOn: today });

    // Stripe tries again and fails again: the same event type, a new event; one notice is enough.
    await fake.send(fake.events.filter((e) => e.type === 'invoice.payment_failed').at(-1)!);
    const failedAgain = fake.events.filter((e) => e.type === 'invoice.payment_failed').at(-1)!;
    await fake.send({ ...failedAgain, id: `${failedAgain.id}_retry` });

    const notices = (
      await t.app.inject({
        method: 'GET',
        url: `${API}/notifications`,
        headers: { authorization: patient.authorization },
      })
    )
      .json()
      .notifications.filter((n: { type: string }) => n.type === 'warranty_payment_failed');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'Warranty payment failed: update your card',
      link: seen.card!.updateCardPath,
    });
    expect(notices[0].message).toContain(`$15.00 due of ${due.dueOn}`);
    const mails = await until(() => {
      const found = smtp.to('declined@example.com').filter((m) => m.subject.includes('did not go through'));
      return found.length > 0 && found;
    }, 'the failed-charge e-mail');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`https://shop.example${seen.card!.updateCardPath}`);

    // The link opens Stripe's customer portal for this customer; a forged one opens nothing.
    const portal = await t.app.inject({ method: 'GET', url: seen.card!.updateCardPath });
    expect(portal.statusCode).toBe(303);
    expect(portal.headers.location).toMatch(new RegExp(`^${fake.url}/portal/bps_test_`));
    const portalSession = fake.portalSessions.get(String(portal.headers.location).split('/portal/')[1]!)!;
    expect(fake.customers.get(String(portalSession.customer))).toMatchObject({
      email: 'declined@example.com',
    });
    const forged = seen.card!.updateCardPath.replace(
      /token=.*/,
      'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);

    // With a new card the invoice is paid: the due is paid and the card is active again.
    await fake.payInvoice(String(invoice!.id));
    const recovered = await lookUp(enrolment);
    expect(monthlyDues(recovered)[0]).toMatchObject({ status: 'paid', paidBy: 'card', chargeFailedOn: null });
    expect(recovered.card).toMatchObject({ state: 'active', failedOn: null });
  });

  it('repeated and reordered events change nothing twice', async () => {
    fake.holdEvents = true;
    const enrolment = await enrolPatient(t, { email: 'reordered@example.com' });
    const started = await startCard(enrolment);
    const session = await fake.completeCheckout(started.json().url.split('/pay/')[1]);
    await fake.chargeNextMonth(String(session.subscription));
    // The second month is declined.
    await fake.chargeNextMonth(String(session.subscription), { fail: true });
    const held = [...fake.held];
    fake.held = [];
    fake.holdEvents = false;
    // Newest first, then all of them again.
    for (const event of [...held].reverse()) await fake.send(event);
    for (const event of held) await fake.send(event);
    const seen = await lookUp(enrolment);
    expect(seen.dues.filter((d) => d.status === 'paid').map((d) => d.kind)).toEqual([
      'enrollment-fee',
      'monthly',
    ]);
    // The checkout's own event, arriving last, does not hide the declined charge.
    const today = new Date().toISOString().slice(0, 10);
    expect(monthlyDues(seen)[1]).toMatchObject({ status: 'due', chargeFailedOn: today });
    expect(seen.card).toMatchObject({ state: 'failing', failedOn: today });
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('a refund that arrives before its invoice.paid waits for it: the due ends refunded either way', async () => {
    const { enrolment, subscriptionId } = await enrolOnCard('refund-first@example.com');
    fake.holdEvents = true;
    const invoice = await fake.chargeNextMonth(subscriptionId);
    const payment = [...fake.invoicePayments.values()].find((p) => p.invoice === invoice!.id)!;
    const stripe = new Stripe(fake.secretKey, {
      host: new URL(fake.url).hostname,
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    });
    await stripe.refunds.create({
      payment_intent: String((payment.payment as { payment_intent: string }).payment_intent),
    });
    const refunded = await until(
      () => fake.held.find((e) => e.type === 'charge.refunded'),
      'the refund event',
    );
    const paid = fake.held.find((e) => e.type === 'invoice.paid')!;
    fake.holdEvents = false;

    // The refund first: the shop cannot place it yet, so Stripe is asked to deliver it again.
    expect(await fake.send(refunded)).toBe(503);
    expect(await fake.send(refunded)).toBe(503);
    expect(monthlyDues(await lookUp(enrolment))[0]).toMatchObject({ status: 'due', refundedOn: null });

    // Its payment, then the refund again: paid, then refunded (unpaid), once.
    expect(await fake.send(paid)).toBe(200);
    expect(monthlyDues(await lookUp(enrolment))[0]).toMatchObject({ status: 'paid', paidBy: 'card' });
    expect(await fake.send(refunded)).toBe(200);
    expect(await fake.send(refunded)).toBe(200);
    expect(await fake.send(paid)).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const seen = await lookUp(enrolment);
    expect(monthlyDues(seen)[0]).toMatchObject({
      status: 'due',
      paidOn: null,
      paidBy: null,
      refundedOn: today,
    });
    expect(seen.dues[0]).toMatchObject({ kind: 'enrollment-fee', status: 'paid', paidBy: 'card' });
    const refunds = await t.database.db
      .selectFrom('warranty_due_refunds')
      .selectAll()
      .where('enrollment_id', '=', enrolment.id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_cents: 1500, paid_on: today, refunded_on: today });
  });

  it('a refunded charge makes its due unpaid again; a forged signature is refused', async () => {
    const { enrolment, subscriptionId } = await enrolOnCard('refund@example.com');
    const invoice = await fake.chargeNextMonth(subscriptionId);
    const payment = [...fake.invoicePayments.values()].find((p) => p.invoice === invoice!.id)!;
    const stripe = new Stripe(fake.secretKey, {
      host: new URL(fake.url).hostname,
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    });
    await stripe.refunds.create({
      payment_intent: String((payment.payment as { payment_intent: string }).payment_intent),
    });
    const today = new Date().toISOString().slice(0, 10);
    const deadline = Date.now() + 10_000;
    let due = monthlyDues(await lookUp(enrolment))[0]!;
    while (due.status === 'paid' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      due = monthlyDues(await lookUp(enrolment))[0]!;
    }
    expect(due).toMatchObject({ status: 'due', paidOn: null, paidBy: null, refundedOn: today });
    // The fee, paid by another payment, stays paid.
    expect((await lookUp(enrolment)).dues[0]).toMatchObject({ kind: 'enrollment-fee', status: 'paid' });

    // An event not signed with the shop's secret changes nothing.
    const paid = fake.events.filter((e) => e.type === 'invoice.paid').at(-1)!;
    const forged = { ...paid, id: `${paid.id}_forged` };
    expect(await fake.send(forged, { signWith: 'whsec_not_the_shops' })).toBe(400);
    expect(monthlyDues(await lookUp(enrolment))[0]).toMatchObject({ status: 'due' });
  });
});

describe('without Stripe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('dues are paid by transfer only: no card page, no card link', async () => {
    const enrolment = await enrolPatient(t, { email: 'transfer@example.com' });
    expect(enrolment.card).toBeNull();
    const started = await t.app.inject({
      method: 'POST',
      url: `${WARRANTY}/patient-enrollments/card-subscription`,
      payload: { reference: enrolment.reference, email: enrolment.email },
    });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toMatch(/does not take cards/);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { API, as, checkoutBody, fillCart, insertProduct, setStatus } from './fixtures/commerce';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { startSmtpCapture } from './smtp-capture';

const webhookUrl = `${API}/payments/stripe/webhook`;
const cardBody = checkoutBody({ paymentMethod: { provider: 'card' } });

async function until<T>(read: () => T | undefined | false, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('card payments through Stripe (a local fake of it)', () => {
  let fake: FakeStripe;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let admin: string;
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
      const res = await t.app.inject({ method: 'POST', url: webhookUrl, payload, headers });
      statuses.push(res.statusCode);
      return res.statusCode;
    };
    admin = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await smtp.close();
  });
  beforeEach(() => {
    fake.holdEvents = false;
    fake.held = [];
  });

  async function cardOrder(priceCents = 2500) {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { name: `Crown kit ${priceCents}`, priceCents, stock: 10 });
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 2 }]);
    const placed = await as(
      t,
      buyer.authorization,
    )({ method: 'POST', url: `${API}/orders`, payload: cardBody });
    expect(placed.statusCode).toBe(201);
    return { buyer, order: placed.json(), product };
  }
  const getOrder = async (auth: string, orderId: number) =>
    (await as(t, auth)({ method: 'GET', url: `${API}/orders/${orderId}` })).json();
  const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/pay/')[1] as string;

  it('offers cards; a card order needs no paying-account fields and sends the buyer to Stripe', async () => {
    const options = await t.app.inject({ method: 'GET', url: `${API}/payment-options` });
    expect(options.json().card).toBe(true);
    const { order } = await cardOrder();
    expect(order).toMatchObject({
      orderStatus: 'Pending',
      total: 50,
      paymentMethod: { provider: 'card', providerName: 'Card' },
      payment: { state: 'awaiting_payment', paidAt: null },
    });
    expect(order.payment.checkoutUrl).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));
    const session = fake.sessions.get(sessionIdOf(order.payment.checkoutUrl))!;
    expect(session).toMatchObject({
      amount_total: 5000,
      currency: 'usd',
      metadata: { kind: 'order', orderId: String(order.orderId) },
      success_url: `https://shop.example/order-info?orderId=${order.orderId}&payment=success`,
    });
  });

  it('offers the admin cancelling only until Stripe reports the card payment', async () => {
    const { order } = await cardOrder();
    expect((await getOrder(admin, order.orderId)).nextStatuses).toEqual(['Cancelled']);
    await fake.completeCheckout(sessionIdOf(order.payment.checkoutUrl));
    expect((await getOrder(admin, order.orderId)).nextStatuses).toEqual(['Shipped', 'Cancelled']);
  });

  it('the browser coming back pays nothing; the signed webhook does, once, however often it comes', async () => {
    const { buyer, order } = await cardOrder();
    // The admin cannot mark an unpaid card order paid.
    const early = await setStatus(t, admin, order.orderId, { status: 'In Progress' });
    expect(early.statusCode).toBe(409);
    expect((await getOrder(buyer.authorization, order.orderId)).orderStatus).toBe('Pending');

    await fake.completeCheckout(sessionIdOf(order.payment.checkoutUrl));
    const paid = await getOrder(buyer.authorization, order.orderId);
    expect(paid.orderStatus).toBe('In Progress');
    expect(paid.payment.state).toBe('paid');
    expect(paid.paymentMethod.instructions).toBe('Paid $50.00 by card.');

    const completed = fake.events.find(
      (event) =>
        event.type === 'checkout.session.completed' &&
        event.data.object.id === sessionIdOf(order.payment.checkoutUrl),
    )!;
    expect(await fake.send(completed)).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: webhookUrl,
      payload: JSON.stringify(completed),
      headers: {
        'content-type': 'application/json',
        'stripe-signature': new Stripe(fake.secretKey).webhooks.generateTestHeaderString({
          payload: JSON.stringify(completed),
          secret: fake.webhookSecret,
        }),
      },
    });
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const after = await getOrder(buyer.authorization, order.orderId);
    expect(after.timeline.filter((step: { done: boolean }) => step.done)).toHaveLength(2);
    const notices = (await as(t, buyer.authorization)({ method: 'GET', url: `${API}/notifications` })).json();
    expect(
      notices.notifications.filter((n: { title: string }) => n.title === 'Order In Progress'),
    ).toHaveLength(1);
  });

  it('refuses an event whose signature does not match, and changes nothing', async () => {
    const { buyer, order } = await cardOrder();
    fake.holdEvents = true;
    await fake.completeCheckout(sessionIdOf(order.payment.checkoutUrl));
    const completed = fake.held.find((event) => event.type === 'checkout.session.completed')!;
    expect(await fake.send(completed, { signWith: 'whsec_someone_else' })).toBe(400);
    const forged = await t.app.inject({
      method: 'POST',
      url: webhookUrl,
      payload: JSON.stringify(completed),
      headers: { 'content-type': 'application/json' },
    });
    expect(forged.statusCode).toBe(400);
    expect((await getOrder(buyer.authorization, order.orderId)).payment.state).toBe('awaiting_payment');
    // The genuine delivery still counts.
    expect(await fake.send(completed)).toBe(200);
    expect((await getOrder(buyer.authorization, order.orderId)).payment.state).toBe('paid');
  });

  it('a checkout completed with its payment still on the way pays nothing until the money arrives', async () => {
    const { buyer, order } = await cardOrder();
    fake.holdEvents = true;
    await fake.completeCheckout(sessionIdOf(order.payment.checkoutUrl));
    const completed = fake.held.find((event) => event.type === 'checkout.session.completed')!;
    // A delayed method (a bank debit) completes the checkout unpaid; Stripe sends
    // checkout.session.async_payment_succeeded once the money has arrived.
    const processing = {
      ...completed,
      id: `${completed.id}_processing`,
      data: { object: { ...completed.data.object, payment_status: 'unpaid' } },
    };
    expect(await fake.send(processing)).toBe(200);
    expect(await getOrder(buyer.authorization, order.orderId)).toMatchObject({
      orderStatus: 'Pending',
      payment: { state: 'awaiting_payment' },
    });
    const arrived = {
      ...completed,
      id: `${completed.id}_arrived`,
      type: 'checkout.session.async_payment_succeeded',
    };
    expect(await fake.send(arrived)).toBe(200);
    expect(await getOrder(buyer.authorization, order.orderId)).toMatchObject({
      orderStatus: 'In Progress',
      payment: { state: 'paid' },
    });
  });

  it('an unpaid card order can be paid again; a Stripe outage is a clear 502 that changes nothing', async () => {
    const { buyer, order } = await cardOrder();
    const first = sessionIdOf(order.payment.checkoutUrl);
    const payAgain = () =>
      as(t, buyer.authorization)({ method: 'POST', url: `${API}/orders/${order.orderId}/checkout` });
    fake.failNext(3, 500);
    const down = await payAgain();
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    expect(down.json().message).toContain('nothing was charged');
    const again = await payAgain();
    expect(again.statusCode).toBe(200);
    const second = sessionIdOf(again.json().checkoutUrl);
    expect(second).not.toBe(first);
    await fake.completeCheckout(second);
    expect((await getOrder(buyer.authorization, order.orderId)).orderStatus).toBe('In Progress');
    const paidAlready = await payAgain();
    expect(paidAlready.statusCode).toBe(409);
    expect(paidAlready.json().message).toBe('This order is already paid.');
    // Someone else's order is not theirs to pay.
    const stranger = await createUserWithToken(t);
    const theirs = await as(
      t,
      stranger.authorization,
    )({ method: 'POST', url: `${API}/orders/${order.orderId}/checkout` });
    expect(theirs.statusCode).toBe(404);
  });

  it('placing a card order while Stripe is down keeps the order, to pay from My Orders', async () => {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { name: 'Bur set', priceCents: 1000, stock: 3 });
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 1 }]);
    fake.failNext(3, 503);
    const placed = await as(
      t,
      buyer.authorization,
    )({ method: 'POST', url: `${API}/orders`, payload: cardBody });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().payment.checkoutUrl).toBeUndefined();
    const mine = (await as(t, buyer.authorization)({ method: 'GET', url: `${API}/orders` })).json();
    expect(mine.orders[0]).toMatchObject({
      orderId: placed.json().orderId,
      paymentProvider: 'card',
      paymentState: 'awaiting_payment',
    });
  });

  it('cancelling a paid card order refunds it in full, shown on the order and e-mailed once', async () => {
    const { buyer, order } = await cardOrder(1999);
    await fake.completeCheckout(sessionIdOf(order.payment.checkoutUrl));
    fake.failNext(3, 500);
    const refused = await setStatus(t, admin, order.orderId, { status: 'Cancelled' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain('the order was not cancelled');
    expect((await getOrder(buyer.authorization, order.orderId)).orderStatus).toBe('In Progress');

    const cancelled = await setStatus(t, admin, order.orderId, { status: 'Cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      orderStatus: 'Cancelled',
      payment: { state: 'refunded', refundedAmount: 39.98 },
    });
    const refunds = [...fake.refunds.values()].filter(
      (refund) =>
        refund.metadata && (refund.metadata as { orderId?: string }).orderId === String(order.orderId),
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 3998, status: 'succeeded' });

    // Stripe's charge.refunded follows; the buyer still gets one e-mail.
    await until(
      () =>
        fake.events.some(
          (e) => e.type === 'charge.refunded' && e.data.object.payment_intent === refunds[0]!.payment_intent,
        ) && statuses.length > 0,
      'charge.refunded',
    );
    // The order e-mails go to the account's own address.
    const refundMails = () =>
      smtp.to(buyer.email).filter((m) => m.subject.includes(`order #${order.orderId} refunded`));
    const mail = await until(() => refundMails()[0], 'refund e-mail');
    expect(mail.body).toContain(
      `Your order #${order.orderId} was cancelled and $39.98 was refunded to your card.`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refundMails()).toHaveLength(1);
    const shown = await getOrder(buyer.authorization, order.orderId);
    expect(shown.paymentMethod.instructions).toBe('Your payment of $39.98 was refunded to your card.');
  });

  it('two admins cancelling a paid card order at once refund it once; the other is told it changed', async () => {
    const { order } = await cardOrder(1500);
    await fake.completeCheckout(sessionIdOf(order.payment.checkoutUrl));
    const otherAdmin = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
    const answers = await Promise.all(
      [admin, otherAdmin].map((who) => setStatus(t, who, order.orderId, { status: 'Cancelled' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refunds = [...fake.refunds.values()].filter(
      (refund) =>
        refund.metadata && (refund.metadata as { orderId?: string }).orderId === String(order.orderId),
    );
    expect(refunds).toHaveLength(1);
  });

  it('events out of order: a refund before its payment waits (503) and is applied after it', async () => {
    const { buyer, order } = await cardOrder(1200);
    fake.holdEvents = true;
    const session = await fake.completeCheckout(sessionIdOf(order.payment.checkoutUrl));
    // The payment is refunded from Stripe's dashboard before the shop heard of it.
    const dashboard = new Stripe(fake.secretKey, {
      host: '127.0.0.1',
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    });
    await dashboard.refunds.create({ payment_intent: String(session.payment_intent) });
    const refunded = await until(
      () => fake.held.find((event) => event.type === 'charge.refunded'),
      'charge.refunded',
    );
    const completed = fake.held.find((event) => event.type === 'checkout.session.completed')!;

    expect(await fake.send(refunded)).toBe(503);
    expect((await getOrder(buyer.authorization, order.orderId)).payment.state).toBe('awaiting_payment');
    expect(await fake.send(completed)).toBe(200);
    expect(await fake.send(refunded)).toBe(200);
    const shown = await getOrder(buyer.authorization, order.orderId);
    expect(shown.payment).toMatchObject({ state: 'refunded', refundedAmount: 24 });
    // A late repeat of the payment event does not make it paid again.
    expect(await fake.send(completed)).toBe(200);
    expect((await getOrder(buyer.authorization, order.orderId)).payment.state).toBe('refunded');
  });
});

describe('without Stripe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses card orders with a clear message and has no webhook', async () => {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { name: 'Floss', priceCents: 500, stock: 3 });
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 1 }]);
    const refused = await as(
      t,
      buyer.authorization,
    )({ method: 'POST', url: `${API}/orders`, payload: cardBody });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toEqual({
      field: 'paymentMethod.provider',
      message: 'Unknown provider; use manual-transfer',
    });
    const webhook = await t.app.inject({
      method: 'POST',
      url: webhookUrl,
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(webhook.statusCode).toBe(404);
    // The manual transfer still needs the paying account.
    const missing = await as(
      t,
      buyer.authorization,
    )({
      method: 'POST',
      url: `${API}/orders`,
      payload: checkoutBody({ paymentMethod: { provider: 'manual-transfer', recipientName: 'Ana' } }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((d: { field: string }) => d.field)).toEqual([
      'paymentMethod.username',
      'paymentMethod.contact',
    ]);
  });
});

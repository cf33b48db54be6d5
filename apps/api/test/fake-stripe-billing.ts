import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The fake Stripe's billing half: customers, subscriptions made by Checkout in subscription mode,
 * their invoices (and the invoice payments that name the charge behind each), and the customer
 * portal, shaped after Stripe's API (2025+ versions: an invoice names its subscription under
 * `parent.subscription_details`, a line its period). Stripe's clock does not run here: a test bills
 * the next month of a subscription with `chargeNextMonth` (what a test clock's advance does).
 */

type Json = Record<string, unknown>;
type Emit = (type: string, object: Json) => Promise<void>;

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** The same day-of-month `months` later (charge days are 1 to 28, so no month lacks it). */
function addMonths(unix: number, months: number) {
  const date = new Date(unix * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

export interface FakeBillingState {
  url: string;
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  invoicePayments: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  charges: Map<string, Json>;
  portalSessions: Map<string, Json>;
}

export interface FakeBilling {
  /** Checkout in subscription mode was paid: the subscription, its first invoice and payment. */
  completeSubscriptionCheckout(session: Json, options: { fail?: boolean }): Promise<void>;
  /**
   * Bills the subscription's next period, as Stripe does on its day: a paid invoice, or with `fail`
   * a declined one (open, `past_due`). Past the subscription's `cancel_at` it ends instead.
   */
  chargeNextMonth(subscriptionId: string, options?: { fail?: boolean }): Promise<Json | undefined>;
  /** Pays an open invoice again with the customer's (new) card. */
  payInvoice(invoiceId: string): Promise<Json>;
}

export function installFakeBilling(app: FastifyInstance, state: FakeBillingState, emit: Emit): FakeBilling {
  function pay(customer: string, amount: number, currency: string) {
    const intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      currency,
      customer,
      status: 'succeeded',
      metadata: {},
      latest_charge: null as string | null,
      created: now(),
      livemode: false,
    };
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      currency,
      customer,
      paid: true,
      refunded: false,
      status: 'succeeded',
      payment_intent: intent.id,
      metadata: {},
      created: now(),
      livemode: false,
    };
    intent.latest_charge = charge.id;
    state.paymentIntents.set(intent.id, intent);
    state.charges.set(charge.id, charge);
    return { intent, charge };
  }

  function newInvoice(
    subscription: Json,
    reason: 'subscription_create' | 'subscription_cycle',
    lines: Json[],
  ): Json {
    const amount = lines.reduce((sum, line) => sum + Number(line.amount), 0);
    const invoice = {
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer,
      billing_reason: reason,
      currency: 'usd',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      status: 'open',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: { object: 'list', data: lines, has_more: false, url: '/v1/invoices/lines' },
      period_start: now(),
      period_end: now(),
      created: now(),
      livemode: false,
    };
    state.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  function subscriptionLine(subscription: Json, start: number, end: number, amount: number): Json {
    const item = (subscription.items as { data: Json[] }).data[0]!;
    return {
      id: id('il'),
      object: 'line_item',
      amount,
      currency: 'usd',
      description: `1 × ${String((item.price as Json).nickname ?? 'monthly')}`,
      period: { start, end },
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          subscription: subscription.id,
          subscription_item: item.id,
          proration: false,
        },
      },
    };
  }

  async function settle(invoice: Json, fail: boolean) {
    invoice.attempt_count = Number(invoice.attempt_count) + 1;
    const subscription = state.subscriptions.get(
      String(
        (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
          .subscription,
      ),
    )!;
    if (fail) {
      subscription.status = 'past_due';
      invoice.next_payment_attempt = now() + 3 * 24 * 3600;
      await emit('invoice.payment_failed', invoice);
      await emit('customer.subscription.updated', subscription);
      return invoice;
    }
    const amount = Number(invoice.amount_due);
    if (amount > 0) {
      const { intent, charge } = pay(String(invoice.customer), amount, 'usd');
      const payment = {
        id: id('inpay'),
        object: 'invoice_payment',
        amount_paid: amount,
        amount_requested: amount,
        currency: 'usd',
        invoice: invoice.id,
        is_default: true,
        livemode: false,
        payment: { type: 'payment_intent', payment_intent: intent.id },
        status: 'paid',
        status_transitions: { canceled_at: null, paid_at: now() },
        created: now(),
      };
      state.invoicePayments.set(payment.id, payment);
      await emit('charge.succeeded', charge);
    }
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: amount,
      amount_remaining: 0,
      next_payment_attempt: null,
    });
    if (subscription.status === 'past_due') {
      subscription.status = 'active';
      await emit('customer.subscription.updated', subscription);
    }
    await emit('invoice.paid', invoice);
    return invoice;
  }

  const billing: FakeBilling = {
    async completeSubscriptionCheckout(session, options) {
      const data = (session.subscription_data as Json | null) ?? {};
      const lines = (session.line_items_input as Json[]) ?? [];
      const recurring = lines.find((line) => (line.price_data as Json | undefined)?.recurring);
      const oneTime = lines.filter((line) => line !== recurring);
      if (options.fail) {
        await emit('checkout.session.async_payment_failed', session);
        return;
      }
      const created = now();
      const anchor = data.billing_cycle_anchor ? Number(data.billing_cycle_anchor) : undefined;
      const trialEnd = data.trial_end ? Number(data.trial_end) : undefined;
      const firstBilling = anchor ?? trialEnd ?? created;
      const price = recurring?.price_data as Json;
      const subscription: Json = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer,
        status: trialEnd ? 'trialing' : 'active',
        metadata: data.metadata ?? {},
        description: data.description ?? null,
        billing_cycle_anchor: firstBilling,
        cancel_at: null,
        canceled_at: null,
        cancel_at_period_end: false,
        trial_end: trialEnd ?? null,
        created,
        start_date: created,
        latest_invoice: null,
        livemode: false,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              quantity: 1,
              current_period_start: created,
              current_period_end: firstBilling,
              price: {
                id: id('price'),
                object: 'price',
                currency: price.currency,
                unit_amount: Number(price.unit_amount),
                nickname: (price.product_data as Json | undefined)?.name ?? null,
                recurring: { interval: 'month', interval_count: 1 },
                type: 'recurring',
              },
            },
          ],
        },
      };
      state.subscriptions.set(String(subscription.id), subscription);
      await emit('customer.subscription.created', subscription);
      // The first invoice: what Checkout charged at once, and the free days before the first due.
      const invoice = newInvoice(subscription, 'subscription_create', [
        ...oneTime.map((line) => {
          const lineprice = line.price_data as Json;
          return {
            id: id('il'),
            object: 'line_item',
            amount: Number(lineprice.unit_amount) * Number(line.quantity ?? 1),
            currency: 'usd',
            description: (lineprice.product_data as Json | undefined)?.name ?? null,
            period: { start: created, end: created },
            parent: {
              type: 'invoice_item_details',
              invoice_item_details: {},
              subscription_item_details: null,
            },
          };
        }),
        subscriptionLine(subscription, created, firstBilling, 0),
      ]);
      await settle(invoice, false);
      Object.assign(session, {
        status: 'complete',
        payment_status: Number(invoice.amount_paid) > 0 ? 'paid' : 'no_payment_required',
        subscription: subscription.id,
        invoice: invoice.id,
      });
      await emit('checkout.session.completed', session);
    },

    async chargeNextMonth(subscriptionId, options = {}) {
      const subscription = state.subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`FakeStripe: no subscription ${subscriptionId}`);
      if (subscription.status === 'canceled') return undefined;
      const item = (subscription.items as { data: Json[] }).data[0]!;
      const start = Number(item.current_period_end);
      if (subscription.cancel_at !== null && Number(subscription.cancel_at) <= start) {
        Object.assign(subscription, { status: 'canceled', canceled_at: start, ended_at: start });
        await emit('customer.subscription.deleted', subscription);
        return undefined;
      }
      const end = addMonths(start, 1);
      Object.assign(item, { current_period_start: start, current_period_end: end });
      if (subscription.status === 'trialing') subscription.status = 'active';
      const amount = Number((item.price as Json).unit_amount);
      const invoice = newInvoice(subscription, 'subscription_cycle', [
        subscriptionLine(subscription, start, end, amount),
      ]);
      return settle(invoice, options.fail === true);
    },

    async payInvoice(invoiceId) {
      const invoice = state.invoices.get(invoiceId);
      if (!invoice) throw new Error(`FakeStripe: no invoice ${invoiceId}`);
      if (invoice.status !== 'open') return invoice;
      return settle(invoice, false);
    },
  };

  app.post('/v1/customers', async (request) => {
    const body = request.body as Json;
    const customer = {
      id: id('cus'),
      object: 'customer',
      email: body.email ?? null,
      name: body.name ?? null,
      metadata: body.metadata ?? {},
      created: now(),
      livemode: false,
    };
    state.customers.set(customer.id, customer);
    return customer;
  });

  app.post('/v1/subscriptions/:id', async (request, reply) => {
    const subscription = state.subscriptions.get((request.params as { id: string }).id);
    if (!subscription)
      return reply
        .status(404)
        .send({ error: { type: 'invalid_request_error', message: 'No such subscription' } });
    const body = request.body as Json;
    if (body.cancel_at !== undefined)
      subscription.cancel_at = body.cancel_at === '' ? null : Number(body.cancel_at);
    if (body.metadata)
      subscription.metadata = { ...(subscription.metadata as Json), ...(body.metadata as Json) };
    await emit('customer.subscription.updated', subscription);
    return subscription;
  });

  app.get('/v1/subscriptions/:id', async (request, reply) => {
    const subscription = state.subscriptions.get((request.params as { id: string }).id);
    if (!subscription)
      return reply
        .status(404)
        .send({ error: { type: 'invalid_request_error', message: 'No such subscription' } });
    return subscription;
  });

  // `invoice=` or `payment[type]=payment_intent&payment[payment_intent]=`; `expand[]=data.invoice`.
  app.get('/v1/invoice_payments', async (request) => {
    const query = request.query as Record<string, string | string[]>;
    const expand = ([] as string[]).concat(query['expand[]'] ?? query['expand[0]'] ?? []);
    const data = [...state.invoicePayments.values()]
      .filter((payment) => !query.invoice || payment.invoice === query.invoice)
      .filter(
        (payment) =>
          !query['payment[payment_intent]'] ||
          (payment.payment as Json).payment_intent === query['payment[payment_intent]'],
      )
      .filter((payment) => !query.status || payment.status === query.status)
      .map((payment) =>
        expand.includes('data.invoice')
          ? { ...payment, invoice: state.invoices.get(String(payment.invoice)) }
          : payment,
      );
    return { object: 'list', url: '/v1/invoice_payments', has_more: false, data };
  });

  app.post('/v1/billing_portal/sessions', async (request, reply) => {
    const body = request.body as Json;
    if (!state.customers.has(String(body.customer)))
      return reply
        .status(400)
        .send({
          error: { type: 'invalid_request_error', message: `No such customer: '${String(body.customer)}'` },
        });
    const session = {
      id: id('bps'),
      object: 'billing_portal.session',
      customer: body.customer,
      return_url: body.return_url ?? null,
      created: now(),
      livemode: false,
      url: '',
    };
    session.url = `${state.url}/portal/${session.id}`;
    state.portalSessions.set(session.id, session);
    return session;
  });

  // The portal: "Update card" stores a new card and pays what the old one left open, as Stripe does
  // when the customer pays an outstanding invoice there.
  app.get('/portal/:id', async (request, reply) => {
    const session = state.portalSessions.get((request.params as { id: string }).id);
    if (!session) return reply.status(404).send('No such portal session');
    const open = [...state.invoices.values()].filter(
      (invoice) => invoice.customer === session.customer && invoice.status === 'open',
    );
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><title>Fake Stripe customer portal</title></head><body>` +
          `<main><h1>Manage your billing</h1><p>Open invoices: ${open.length}</p>` +
          `<form method="post"><button type="submit">Update card</button></form>` +
          `<a href="${String(session.return_url)}">Return to Interdental Lab</a></main></body></html>`,
      );
  });

  app.post('/portal/:id', async (request, reply) => {
    const session = state.portalSessions.get((request.params as { id: string }).id);
    if (!session) return reply.status(404).send('No such portal session');
    const customer = state.customers.get(String(session.customer));
    if (customer) customer.invoice_settings = { default_payment_method: id('pm') };
    for (const invoice of [...state.invoices.values()]) {
      if (invoice.customer === session.customer && invoice.status === 'open')
        await billing.payInvoice(String(invoice.id));
    }
    return reply.redirect(String(session.return_url), 303);
  });

  // For journeys, which run beside the fake: bill the next month of a customer's subscription.
  app.post('/test/charge-next-month', async (request, reply) => {
    const body = request.body as Json;
    const customer = [...state.customers.values()].find((c) => c.email === body.email);
    const subscription = [...state.subscriptions.values()].find((s) => s.customer === customer?.id);
    if (!subscription) return reply.status(404).send({ error: 'no subscription for this e-mail' });
    const invoice = await billing.chargeNextMonth(String(subscription.id), {
      fail: body.outcome === 'decline',
    });
    return { invoice: invoice?.id ?? null, status: invoice?.status ?? 'ended' };
  });

  return billing;
}

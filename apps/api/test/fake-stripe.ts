import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { installFakeBilling, type FakeBilling } from './fake-stripe-billing';

/**
 * A local stand-in for the few Stripe endpoints the shop calls, keeping state as Stripe does
 * (checkout sessions, payment intents, charges, customers, subscriptions, invoices, refunds,
 * events), shaped after Stripe's published API. It signs the events it sends with the `stripe`
 * package's own test-header helper, and can fail, hang, repeat and reorder them.
 */

type Json = Record<string, unknown>;
export type FakeEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Json };
} & Json;

/** Delivers one signed event to the shop; resolves with the HTTP status it answered. */
export type Deliver = (payload: string, headers: Record<string, string>) => Promise<number>;

/** Reads Stripe's form encoding (`line_items[0][price_data][currency]=usd`) into nested values. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Json | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      const container = node as Record<string, unknown>;
      if (last) container[part] = value;
      else {
        container[part] ??= nextIsIndex ? [] : {};
        node = container[part] as Json;
      }
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function stripeError(status: number, message: string, type = 'invalid_request_error') {
  return { status, body: { error: { type, message } } };
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  charges: Map<string, Json>;
  refunds: Map<string, Json>;
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  invoicePayments: Map<string, Json>;
  portalSessions: Map<string, Json>;
  events: FakeEvent[];
  /** Where events go; set by the test (inject in API tests, fetch in journeys). */
  deliver: Deliver | undefined;
  /** While true, events are kept in `held` instead of being sent (to send them later, in any order). */
  holdEvents: boolean;
  held: FakeEvent[];
  /** The next n API calls answer this status (e.g. 500) instead of working. */
  failNext(n: number, status?: number): void;
  /** The next n API calls never answer (the client's time-out fires). */
  hangNext(n: number): void;
  /** Sends one event (again), signed; resolves with the shop's status. */
  send(event: FakeEvent, options?: { signWith?: string }): Promise<number>;
  /** What the hosted page's Pay button does: the session is paid (or declined with `fail`). */
  completeCheckout(sessionId: string, options?: { fail?: boolean }): Promise<Json>;
  /** Bills a subscription's next month (paid, or declined with `fail`); ends it past its `cancel_at`. */
  chargeNextMonth: FakeBilling['chargeNextMonth'];
  /** Pays an open (declined) invoice again, as Stripe's retry with a new card does. */
  payInvoice: FakeBilling['payInvoice'];
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const app: FastifyInstance = Fastify({ logger: false });
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe(secretKey);
  let failures: { left: number; status: number } = { left: 0, status: 500 };
  let hangs = 0;

  const fake: FakeStripe = {
    url: '',
    secretKey,
    webhookSecret,
    sessions: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    customers: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    invoicePayments: new Map(),
    portalSessions: new Map(),
    events: [],
    deliver: undefined,
    holdEvents: false,
    held: [],
    failNext(n, status = 500) {
      failures = { left: n, status };
    },
    hangNext(n) {
      hangs = n;
    },
    async send(event, options = {}) {
      if (!fake.deliver) throw new Error('FakeStripe: set deliver before events are sent');
      const payload = JSON.stringify(event);
      const header = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.signWith ?? webhookSecret,
      });
      return fake.deliver(payload, { 'content-type': 'application/json', 'stripe-signature': header });
    },
    async completeCheckout(sessionId, options = {}) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`FakeStripe: no session ${sessionId}`);
      if (session.status !== 'open') return session;
      if (session.mode === 'subscription') {
        await billing.completeSubscriptionCheckout(session, options);
        return session;
      }
      if (session.mode === 'payment') {
        const intent = {
          id: id('pi'),
          object: 'payment_intent',
          amount: session.amount_total,
          currency: session.currency,
          status: options.fail ? 'requires_payment_method' : 'succeeded',
          metadata: (session.payment_intent_data as Json | undefined)?.metadata ?? {},
          latest_charge: null as string | null,
          created: now(),
          livemode: false,
        };
        fake.paymentIntents.set(intent.id, intent);
        if (options.fail) {
          await emit('payment_intent.payment_failed', intent);
          return session;
        }
        const charge = {
          id: id('ch'),
          object: 'charge',
          amount: intent.amount,
          amount_refunded: 0,
          currency: intent.currency,
          paid: true,
          refunded: false,
          status: 'succeeded',
          payment_intent: intent.id,
          metadata: intent.metadata,
          created: now(),
          livemode: false,
        };
        fake.charges.set(charge.id, charge);
        intent.latest_charge = charge.id;
        Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
        await emit('payment_intent.succeeded', intent);
        await emit('charge.succeeded', charge);
      }
      await emit('checkout.session.completed', session);
      return session;
    },
    chargeNextMonth: (subscriptionId, options) => billing.chargeNextMonth(subscriptionId, options),
    payInvoice: (invoiceId) => billing.payInvoice(invoiceId),
    async close() {
      await app.close();
    },
  };
  const billing = installFakeBilling(app, fake, emit);

  async function emit(type: string, object: Json) {
    const event: FakeEvent = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-27.acacia',
      type,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    fake.events.push(event);
    if (fake.holdEvents || !fake.deliver) fake.held.push(event);
    else await fake.send(event);
  }

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseStripeForm(body as string)),
  );

  // Every API call checks the key as Stripe does, and may be told to fail or hang.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      const { status, body } = stripeError(401, 'Invalid API Key provided', 'invalid_request_error');
      return reply.status(status).send(body);
    }
    if (hangs > 0) {
      hangs -= 1;
      await new Promise(() => {}); // never answers
    }
    if (failures.left > 0) {
      failures.left -= 1;
      return reply.status(failures.status).send({ error: { type: 'api_error', message: 'Fake outage' } });
    }
  });

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const body = request.body as Json;
    const lineItems = (body.line_items as Json[] | undefined) ?? [];
    if (lineItems.length === 0) {
      const { status, body: error } = stripeError(400, 'Missing required param: line_items.');
      return reply.status(status).send(error);
    }
    const mode = String(body.mode ?? 'payment');
    // A subscription anchored (or on trial) later charges only its one-time lines at once.
    const subscriptionData = body.subscription_data as Json | undefined;
    const laterStart = Boolean(subscriptionData?.billing_cycle_anchor ?? subscriptionData?.trial_end);
    const amount = lineItems.reduce((sum, line) => {
      const price = line.price_data as Json | undefined;
      if (price?.recurring && laterStart) return sum;
      return sum + Number(price?.unit_amount ?? 0) * Number(line.quantity ?? 1);
    }, 0);
    const sessionId = id('cs');
    const session = {
      id: sessionId,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      amount_subtotal: amount,
      currency: String((lineItems[0]?.price_data as Json | undefined)?.currency ?? 'usd'),
      client_reference_id: body.client_reference_id ?? null,
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      payment_intent: null,
      subscription: null,
      payment_intent_data: body.payment_intent_data ?? null,
      subscription_data: body.subscription_data ?? null,
      line_items_input: lineItems,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      url: `${fake.url}/pay/${sessionId}`,
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
    };
    fake.sessions.set(sessionId, session);
    return publicSession(session);
  });

  app.get('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = fake.sessions.get((request.params as { id: string }).id);
    if (!session) return reply.status(404).send(stripeError(404, 'No such checkout.session').body);
    return publicSession(session);
  });

  app.post('/v1/refunds', async (request, reply) => {
    const body = request.body as Json;
    const intent = fake.paymentIntents.get(String(body.payment_intent));
    const charge = intent && fake.charges.get(String(intent.latest_charge));
    if (!intent || !charge)
      return reply
        .status(404)
        .send(stripeError(404, `No such payment_intent: '${String(body.payment_intent)}'`).body);
    const key = request.headers['idempotency-key'];
    const earlier = [...fake.refunds.values()].find((refund) => key && refund.idempotency_key === key);
    if (earlier) return earlier;
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (amount <= 0 || amount > left) {
      return reply
        .status(400)
        .send(stripeError(400, `Charge ${String(charge.id)} has already been refunded.`).body);
    }
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: body.metadata ?? {},
      created: now(),
      idempotency_key: key,
    };
    fake.refunds.set(refund.id, refund);
    Object.assign(charge, {
      amount_refunded: Number(charge.amount_refunded) + amount,
      refunded: Number(charge.amount_refunded) + amount === Number(charge.amount),
    });
    const { idempotency_key: _key, ...shown } = refund;
    // Stripe answers first, then sends the events.
    setImmediate(() => {
      void emit('refund.created', shown).then(() => emit('charge.refunded', charge));
    });
    return shown;
  });

  // Newest first, `limit` (1..100, default 10) at a time; `starting_after` continues after an id,
  // as Stripe's list endpoints do. `types[]` (or `type`) and `created[gte]` filter.
  app.get('/v1/events', async (request, reply) => {
    const query = request.query as Record<string, string | string[]>;
    const one = (key: string) => {
      const value = query[key];
      return Array.isArray(value) ? value[0] : value;
    };
    const since = Number(one('created[gte]') ?? 0);
    const types = Object.entries(query)
      .filter(([key]) => /^types\[\d*\]$/.test(key) || key === 'type')
      .flatMap(([, value]) => value);
    const limit = Number(one('limit') ?? 10);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return reply.status(400).send(stripeError(400, 'Invalid integer: limit').body);
    }
    const matching = fake.events
      .filter((event) => event.created >= since && (types.length === 0 || types.includes(event.type)))
      .reverse();
    const after = one('starting_after');
    const start = after === undefined ? 0 : matching.findIndex((event) => event.id === after) + 1;
    if (after !== undefined && start === 0) {
      return reply.status(400).send(stripeError(400, `No such event: '${after}'`).body);
    }
    const data = matching.slice(start, start + limit);
    return { object: 'list', url: '/v1/events', has_more: start + limit < matching.length, data };
  });

  // Browsers ask for it on the hosted page; a 404 would be a console error in the journeys.
  app.get('/favicon.ico', async (_request, reply) => reply.status(204).send());

  // The hosted page: a Pay button, as Stripe Checkout would show (no card form to fill in).
  app.get('/pay/:id', async (request, reply) => {
    const session = fake.sessions.get((request.params as { id: string }).id);
    if (!session) return reply.status(404).send('No such session');
    const amount = (Number(session.amount_total) / 100).toFixed(2);
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body>` +
          `<main><h1>Pay Interdental Lab</h1><p>Amount: $${amount}</p>` +
          `<form method="post"><button type="submit" name="outcome" value="pay">Pay $${amount}</button>` +
          `<button type="submit" name="outcome" value="decline">Decline</button></form>` +
          `<a href="${String(session.cancel_url)}">Back</a></main></body></html>`,
      );
  });

  app.post('/pay/:id', async (request, reply) => {
    const sessionId = (request.params as { id: string }).id;
    const outcome = (request.body as Json | undefined)?.outcome;
    const session = await fake.completeCheckout(sessionId, { fail: outcome === 'decline' });
    return reply.redirect(String(outcome === 'decline' ? session.cancel_url : session.success_url), 303);
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  fake.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return fake;
}

/** What Stripe shows of a session (the inputs it was created with stay private). */
function publicSession(session: Json) {
  const {
    line_items_input: _lines,
    payment_intent_data: _intentData,
    subscription_data: _subscriptionData,
    ...shown
  } = session;
  return shown;
}

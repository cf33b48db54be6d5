import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { applyStripeEvent, NotReadyYet } from './stripe-events';
import type { Stripe } from './stripe-client';
import { route } from '../../lib/route';

/**
 * Stripe's webhook. The signature is checked on the exact bytes Stripe sent, so this route reads
 * its JSON body as raw bytes (the parser is replaced only inside this plugin).
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const deps = { ...app.deps, cardLinkSecret: app.config.jwtSecret };

  route(
    app,
    endpoints.payments.stripeWebhook,
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed by Stripe)',
        description:
          'Send checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.expired, charge.refunded, invoice.paid, invoice.payment_failed, customer.subscription.deleted. Each event is applied once; a repeat answers 200 with duplicate: true.',
        response: { 400: errorSchema, 404: errorSchema, 503: errorSchema },
      },
    },
    async (request) => {
      const { stripe } = deps;
      const secret = app.config.stripe?.webhookSecret;
      if (!stripe || !secret) throw notFound('This address');
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (!signature || !Buffer.isBuffer(body)) throw badRequest('A signed Stripe event is expected');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature, secret);
      } catch {
        throw badRequest('The Stripe signature does not match this event');
      }
      try {
        const outcome = await applyStripeEvent(deps, event);
        return { received: true as const, duplicate: outcome === 'duplicate' };
      } catch (error) {
        if (error instanceof NotReadyYet) {
          // Not recorded: Stripe delivers it again later, after the event it depends on.
          throw new AppError(503, 'CONFLICT', 'This event depends on one not received yet; retry later.');
        }
        throw error;
      }
    },
  );
};

import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import { reconciliationService } from './reconciliation.service';
import { runStripeCheck } from './stripe-check';
import { scheduleStripeCheck } from './stripe-check-schedule';
import { transferMethodsRepository } from './transfer-methods.repository';
import { route } from '../../lib/route';

const security = [{ bearerAuth: [] }];

/** The shop's payment settings and money view (admin), and what checkout offers (everyone). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // With cards taken, Stripe's recent events are compared with the shop's records once a day.
  let stopStripeCheck = () => {};
  app.addHook('onReady', async () => {
    const { stripe } = app.deps;
    if (stripe) stopStripeCheck = scheduleStripeCheck({ ...app.deps, stripe }, runStripeCheck);
  });
  app.addHook('onClose', async () => stopStripeCheck());

  route(
    app,
    endpoints.payments.options,
    {
      schema: {
        tags: ['payments'],
        summary: 'How buyers can pay: the shop’s transfer details, and whether cards are taken',
      },
    },
    async () => ({
      transferMethods: await transferMethodsRepository(db).list(),
      card: app.deps.stripe !== undefined,
    }),
  );

  route(
    app,
    endpoints.payments.settings,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', 'payments'],
        security,
        summary: 'The shop’s transfer details (admin)',
        response: { 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ transferMethods: await transferMethodsRepository(db).list() }),
  );

  route(
    app,
    endpoints.payments.updateSettings,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', 'payments'],
        security,
        summary: 'Replace the shop’s transfer details (admin)',
        description:
          'The whole list, in the order buyers see it. Orders already placed keep the details they were given.',
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const now = app.deps.now().toISOString();
      await db
        .transaction()
        .execute((trx) => transferMethodsRepository(trx).replaceAll(request.body.transferMethods, now));
      return { transferMethods: await transferMethodsRepository(db).list() };
    },
  );

  route(
    app,
    endpoints.payments.reconciliation,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', 'payments'],
        security,
        summary: 'Money in and out by UTC day, with the totals checked a second way (admin)',
        description:
          'Card orders paid, transfer orders confirmed, warranty dues recorded paid, card refunds and the net per day from `from` to `to` (both included, at most 92 days).',
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => reconciliationService(app.deps).report(request.query.from, request.query.to),
  );
};

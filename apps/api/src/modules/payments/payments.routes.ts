import {
  errorSchema,
  paymentOptionsSchema,
  paymentSettingsSchema,
  paymentsPaths,
  reconciliationPaths,
  reconciliationQuerySchema,
  reconciliationSchema,
} from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import { reconciliationService } from './reconciliation.service';
import { runStripeCheck } from './stripe-check';
import { scheduleStripeCheck } from './stripe-check-schedule';
import { transferMethodsRepository } from './transfer-methods.repository';

const security = [{ bearerAuth: [] }];

/** The shop's payment settings and money view (admin), and what checkout offers (everyone). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // With cards taken, Stripe's recent events are compared with the shop's records once a day.
  let stopStripeCheck = () => {};
  app.addHook('onReady', async () => {
    const stripe = app.stripe;
    if (stripe)
      stopStripeCheck = scheduleStripeCheck(
        app.log,
        (now) => runStripeCheck({ db, stripe, log: app.log }, now),
        () => app.now(),
      );
  });
  app.addHook('onClose', async () => stopStripeCheck());

  app.get(
    paymentsPaths.paymentOptions,
    {
      schema: {
        tags: ['payments'],
        summary: 'How buyers can pay: the shop’s transfer details, and whether cards are taken',
        response: { 200: paymentOptionsSchema },
      },
    },
    async () => ({
      transferMethods: await transferMethodsRepository(db).list(),
      card: app.stripe !== undefined,
    }),
  );

  app.get(
    paymentsPaths.adminPaymentSettings,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', 'payments'],
        security,
        summary: 'The shop’s transfer details (admin)',
        response: { 200: paymentSettingsSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ transferMethods: await transferMethodsRepository(db).list() }),
  );

  app.put(
    paymentsPaths.adminPaymentSettings,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', 'payments'],
        security,
        summary: 'Replace the shop’s transfer details (admin)',
        description:
          'The whole list, in the order buyers see it. Orders already placed keep the details they were given.',
        body: paymentSettingsSchema,
        response: { 200: paymentSettingsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const now = app.now().toISOString();
      await db
        .transaction()
        .execute((trx) => transferMethodsRepository(trx).replaceAll(request.body.transferMethods, now));
      return { transferMethods: await transferMethodsRepository(db).list() };
    },
  );

  app.get(
    reconciliationPaths.adminReconciliation,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', 'payments'],
        security,
        summary: 'Money in and out by UTC day, with the totals checked a second way (admin)',
        description:
          'Card orders paid, transfer orders confirmed, warranty dues recorded paid, card refunds and the net per day from `from` to `to` (both included, at most 92 days).',
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => reconciliationService(app.deps).report(request.query.from, request.query.to),
  );
};

import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paymentOptionsSchema, paymentSettingsSchema, paymentsPaths } from '../payments';
import { reconciliationPaths, reconciliationQuerySchema, reconciliationSchema } from '../reconciliation';

/** What checkout offers, the shop's transfer details, the money view, and Stripe's webhook. */
export const paymentsEndpoints = {
  options: endpoint({ method: 'GET', path: paymentsPaths.paymentOptions, response: paymentOptionsSchema }),
  settings: endpoint({
    method: 'GET',
    path: paymentsPaths.adminPaymentSettings,
    response: paymentSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: paymentsPaths.adminPaymentSettings,
    body: paymentSettingsSchema,
    response: paymentSettingsSchema,
  }),
  reconciliation: endpoint({
    method: 'GET',
    path: reconciliationPaths.adminReconciliation,
    query: reconciliationQuerySchema,
    response: reconciliationSchema,
  }),
  /** Signed by Stripe; the route reads the body as raw bytes to check the signature. */
  stripeWebhook: endpoint({
    method: 'POST',
    path: paymentsPaths.stripeWebhook,
    headers: z.object({ 'stripe-signature': z.string().optional() }),
    response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  }),
};

import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Deps } from './deps';
import type { MailQueue } from './modules/mail/mail-queue';
import type { ShopMetrics } from './modules/operations/metrics';
import type { Stripe } from './modules/payments/stripe-client';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** The durable mail queue: `send(message)`, or `enqueue(trx, message)` inside a transaction. */
    mailer: MailQueue;
    /** Prometheus registry served at /interdentallab/metrics. */
    metrics: ShopMetrics;
    /** Stripe, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
    stripe: Stripe | undefined;
    /** The current time (injectable for tests). */
    now(): Date;
    /** What every service is built from: the database, config, mailer, log, Stripe and clocks. */
    deps: Deps;
  }
}

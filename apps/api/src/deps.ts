import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { MailQueue } from './modules/mail/mail-queue';
import type { Stripe } from './modules/payments/stripe-client';

/** Tells the time. The shop reads it here, never from `new Date()`, so a test can set or move it. */
export type Clock = () => Date;

/** The real time: the clock of the running shop, and of the command-line tools (seed, backup). */
export const systemClock: Clock = () => new Date();

/**
 * Everything a service needs from the running shop, built once by `buildApp` (`app.deps`). Every
 * service is a factory over this one object (`ordersService(deps)`), and hands its clock to the
 * repositories that write timestamps.
 */
export interface Deps {
  database: Database;
  config: AppConfig;
  /** The durable mail queue: `send(message)`, or `enqueue(trx, message)` inside a transaction. */
  mailer: MailQueue;
  log: FastifyBaseLogger;
  /** Present when the shop takes cards (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set). */
  stripe: Stripe | undefined;
  /** The shop's time: every date a service or repository writes or compares (tests pass a fake). */
  now: Clock;
  /**
   * Real time, by which signed access tokens expire: sessions open and end by it, so a session
   * lasts as long as its token even while a test moves the shop's clock by days.
   */
  tokenNow: Clock;
}

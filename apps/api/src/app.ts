import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { systemClock } from './deps';
import { createMailTransport, type Mailer } from './lib/mailer';
import { catalogVersionReader } from './modules/catalog/list-cache';
import { createMailQueue } from './modules/mail/mail-queue';
import { createMetrics } from './modules/operations/metrics';
import { routeModules } from './modules';
import { seoRoutes } from './modules/seo/seo.routes';
import { createStripeClient } from './modules/payments/stripe-client';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerInputChecks } from './plugins/input-checks';
import { registerRateLimit } from './plugins/rate-limit';
import { readyAnswers } from './plugins/ready-answers';
import { logDestination, RequestLog } from './plugins/request-log';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import './types';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** What delivers queued e-mail; defaults to SMTP (SMTP_URL) or the outbox in DATA_DIR. */
  mailTransport?: Mailer;
  /** pino logger options, or false to keep tests quiet. */
  logger?: boolean | object;
  /** The current time; tests pass a fixed clock (due dates, overdue checks). */
  now?: () => Date;
}

/** Builds the whole server (API, docs and web app) around an open, migrated database. */
export async function buildApp({
  config,
  database,
  logger,
  mailTransport,
  now,
}: BuildAppOptions): Promise<FastifyInstance> {
  // GETs whose answer is already built are answered before Fastify (plugins/ready-answers.ts).
  const ready = readyAnswers();
  const app = Fastify({
    // Log lines go out in batches (plugins/request-log.ts), not one write per line.
    logger: logger ?? { level: config.logLevel, stream: logDestination() },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: ready.genReqId,
    serverFactory: ready.serverFactory,
    // One line per request instead of Fastify's two, with secrets taken out of the query.
    logController: new RequestLog(),
    ajv: { customOptions: { coerceTypes: 'array' } },
  }).withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBodies(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  // The shop's one clock: the mail queue (built before the deps, which hold it) and the deps read it.
  const clock = now ?? systemClock;
  const mailer = createMailQueue({
    database,
    transport:
      mailTransport ??
      createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log: app.log, now: clock }),
    log: app.log,
    now: clock,
  });
  // Stripe and the mail queue are reached only through the deps: built here, once.
  app.decorate('deps', {
    database,
    config,
    mailer,
    log: app.log,
    stripe: config.stripe ? await createStripeClient(config.stripe) : undefined,
    now: clock,
    tokenNow: systemClock,
  });
  // One reader of the catalogue version for every cache keyed by it (product lists, sitemaps).
  const catalogVersions = catalogVersionReader(database);
  app.decorate('catalogVersion', catalogVersions.read);
  app.addHook('onClose', async () => catalogVersions.close());
  // Every instance sends from the shared queue; claims keep one message to one sender.
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());

  // An answer to a request that may have written waits until those writes are on disk; concurrent
  // requests share one flush (see `groupCommit` in db/database.ts).
  // Waited for once a request: when the flush fails, the error handler's 500 passes this hook again
  // and must leave as it is (another failure here would send the raw error instead).
  // A callback hook, not an async one: a read (every cached answer) passes without a promise.
  const flushWaited = new WeakSet<object>();
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (readOnlyMethods.has(request.method) || flushWaited.has(request)) return done(null, payload);
    flushWaited.add(request);
    database.durable().then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });

  registerErrorHandling(app);
  // Before the routes, so its one onResponse hook sees every one of them.
  app.decorate('metrics', createMetrics(app));
  app.decorate('readyAnswers', ready);
  ready.attach(app);
  await app.register(fastifyCookie);
  registerInputChecks(app);
  await registerSecurity(app);
  await registerDocs(app);
  await registerRateLimit(app);
  for (const routes of routeModules) await app.register(routes);
  await app.register(seoRoutes);
  await registerStaticWeb(app, config.webDistDir);
  return app;
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Clients of the spec (e.g. sign-up with query parameters, deactivate) announce JSON but send no
 * body: treat that as no body and let validation speak, rather than failing as broken JSON.
 * Anything else goes through Fastify's own parser, with its prototype-poisoning protection.
 */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });
}

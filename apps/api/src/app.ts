import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createMailer, type Mailer } from './lib/mailer';
import { routeModules } from './modules';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerInputChecks } from './plugins/input-checks';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import './types';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Defaults to SMTP (SMTP_URL) or the outbox in DATA_DIR. */
  mailer?: Mailer;
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
  mailer,
  now,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { coerceTypes: 'array' } },
  }).withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBodies(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('now', now ?? (() => new Date()));
  app.decorate(
    'mailer',
    mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log: app.log }),
  );

  // An answer to a request that may have written waits until those writes are on disk; concurrent
  // requests share one flush (see `groupCommit` in db/database.ts).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!readOnlyMethods.has(request.method)) await database.durable();
    return payload;
  });

  registerErrorHandling(app);
  registerInputChecks(app);
  await registerSecurity(app);
  await registerDocs(app);
  await registerRateLimit(app);
  for (const routes of routeModules) await app.register(routes);
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

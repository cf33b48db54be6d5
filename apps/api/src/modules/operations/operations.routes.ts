import { timingSafeEqual } from 'node:crypto';
import { endpoints, errorSchema, readinessSchema } from '@idl/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { requireAdmin } from '../../plugins/auth';
import { mailQueueRepository } from '../mail/mail-queue.repository';
import { operationsRepository } from './operations.repository';
import { checkReadiness } from './readiness';
import { route } from '../../lib/route';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.operations.ready,
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 503 while the database is unreachable or migrations are pending',
        response: { 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.database);
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );

  /** The scrape token, when configured and sent, stands in for an administrator's sign-in. */
  async function metricsReader(request: FastifyRequest, reply: FastifyReply) {
    const token = app.config.metricsToken;
    const header = request.headers.authorization ?? '';
    if (token && header.toLowerCase().startsWith('bearer ') && sameSecret(header.slice(7).trim(), token))
      return;
    await requireAdmin(request, reply);
  }

  route(
    app,
    endpoints.operations.metrics,
    {
      preHandler: metricsReader,
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['system'],
        summary: 'Prometheus metrics, for administrators or the METRICS_TOKEN bearer',
        response: { 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => {
      await app.metrics.refresh();
      const { registry } = app.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );

  route(
    app,
    endpoints.operations.status,
    {
      preHandler: requireAdmin,
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['admin'],
        summary: 'Last backup, and e-mails waiting or given up (with the reason)',
        response: { 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const mail = mailQueueRepository(app.database.db, app.database.kind);
      const [last, counts, failed] = await Promise.all([
        operationsRepository(app.database.db).lastBackup(),
        mail.counts(),
        mail.listFailed(50),
      ]);
      return {
        lastBackup: last
          ? { finishedAt: last.finished_at, location: last.location, sizeBytes: Number(last.size_bytes) }
          : null,
        backupIntervalHours: app.config.backup.intervalHours,
        mail: {
          waiting: counts.pending,
          failed: counts.failed,
          failedMessages: failed.map((row) => ({
            id: row.id,
            to: row.to_address,
            subject: row.subject,
            attempts: row.attempts,
            reason: row.last_error ?? '',
            queuedAt: row.queued_at,
            failedAt: row.failed_at ?? row.queued_at,
          })),
        },
      };
    },
  );

  route(
    app,
    endpoints.operations.resendMail,
    {
      preHandler: requireAdmin,
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['admin'],
        summary: 'Puts a failed e-mail back in the queue, with a fresh day of attempts',
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const requeued = await mailQueueRepository(app.database.db, app.database.kind).resend(
        request.params.mailId,
        app.deps.now().toISOString(),
      );
      if (!requeued) throw notFound('This failed e-mail');
      void app.deps.mailer.drain();
      return { status: 'queued' as const };
    },
  );
};

import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { InProcessRequest } from '../../plugins/request-log';
import { mailQueueRepository } from '../mail/mail-queue.repository';
import { operationsRepository } from './operations.repository';

/**
 * The shop's Prometheus metrics, in a registry of its own (several apps may share a process in
 * tests). Per request only one histogram observation is made, in `onResponse`; everything read
 * from the database is read when Prometheus scrapes (`refresh`).
 */
export type ShopMetrics = ReturnType<typeof createMetrics>;

export function createMetrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'idl_' });

  const requests = new Histogram({
    name: 'idl_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, with their latency (its _count is the number of requests)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // A page render's own API calls are part of the page request, counted once, as the page.
    if (request.raw instanceof InProcessRequest) {
      done();
      return;
    }
    // The route's pattern (/products/:id), never the raw URL, so labels stay few.
    observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  /** One answer: its method, route pattern, status and seconds (also for ready-answers.ts). */
  function observeRequest(method: string, route: string, status: number, seconds: number) {
    requests.observe({ method, route, status: String(status) }, seconds);
  }

  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const ordersPlaced = gauge(
    'idl_orders_placed_total',
    'Orders ever placed (every instance, from the database)',
  );
  const awaitingPayment = gauge(
    'idl_payments_awaiting_confirmation',
    'Orders placed whose payment the shop has not confirmed yet (status Pending)',
  );
  const mailDepth = gauge('idl_mail_queue_depth', 'E-mails waiting to be sent or retried');
  const mailFailed = gauge(
    'idl_mail_failed',
    'E-mails given up after a day of attempts, waiting for an administrator',
  );
  const backupAge = gauge(
    'idl_backup_age_seconds',
    'Seconds since the last backup finished (since 1970 when none was ever taken, so an alert fires)',
  );

  /** Reads the database's figures one query after another, so a scrape holds one connection. */
  async function refresh() {
    const operations = operationsRepository(app.database.db);
    ordersPlaced.set(await operations.countOrders());
    awaitingPayment.set(await operations.countOrders('Pending'));
    const mail = await mailQueueRepository(app.database.db, app.database.kind).counts();
    mailDepth.set(mail.pending);
    mailFailed.set(mail.failed);
    const last = await operations.lastBackup();
    backupAge.set((app.deps.now().getTime() - (last ? Date.parse(last.finished_at) : 0)) / 1000);
  }

  const pool = new Gauge({
    name: 'idl_db_pool_connections',
    help: 'Database connections: open, in use by a query, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = app.database.poolUse();
      this.set({ state: 'open' }, use.size);
      this.set({ state: 'in_use' }, use.inUse);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  void pool;

  return { registry, refresh, observeRequest };
}

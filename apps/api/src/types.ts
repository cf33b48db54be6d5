import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Deps } from './deps';
import type { ShopMetrics } from './modules/operations/metrics';
import type { ReadyAnswers } from './plugins/ready-answers';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** Prometheus registry served at /interdentallab/metrics. */
    metrics: ShopMetrics;
    /** The catalogue version (list-cache.ts): moves on every catalogue write, by any instance. */
    catalogVersion(): number | Promise<number>;
    /** GETs answered before Fastify from what a route module already built (ready-answers.ts). */
    readyAnswers: ReadyAnswers;
    /** What every service is built from: the database, config, mailer, log, Stripe and clocks. */
    deps: Deps;
  }
}

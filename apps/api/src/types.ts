import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Mailer } from './lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    mailer: Mailer;
    /** The current time (injectable for tests). */
    now(): Date;
  }
}

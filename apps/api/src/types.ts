import type { AppConfig } from './config';
import type { Database } from './db/database';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}

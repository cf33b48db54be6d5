import { endpoints } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { route } from '../../lib/route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.operations.health,
    {
      schema: { tags: ['system'], summary: 'Is the shop up, and which database does it use' },
    },
    async () => {
      await sql`select 1`.execute(app.database.db);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};

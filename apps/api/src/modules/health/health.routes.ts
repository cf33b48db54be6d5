import { apiPaths, healthResponseSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Is the shop up, and which database does it use',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await sql`select 1`.execute(app.database.db);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};

import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import { dashboardService } from './dashboard.service';
import { route } from '../../lib/route';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = dashboardService(app.deps);

  route(
    app,
    endpoints.dashboard.dashboard,
    {
      preHandler: requireAdmin,
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['admin', 'dashboard'],
        summary: 'Sales and revenue for a range and the one before, series, best sellers, stock-outs',
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) =>
      service.figures(request.query.range, request.query.asOf ? new Date(request.query.asOf) : undefined),
  );
};

import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin } from '../../plugins/auth';
import { toAdminUser } from './users.mappers';
import { usersService } from './users.service';
import { route } from '../../lib/route';

const tags = ['admin: users'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = usersService(app.deps);

  // The shop's client sends `Content-Type: application/json` with no payload on these calls; they read
  // no body, so whatever arrives is ignored instead of failing as empty JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  route(
    app,
    endpoints.users.adminUsers,
    {
      schema: {
        tags,
        summary: 'Every account, newest first',
        description:
          'Without `page`/`size` every match is listed. `X-Total-Count` gives the number of matches.',
        security,
        response: errors,
      },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      const { rows, total } = await service.listUsers(request.query);
      return reply.header('x-total-count', String(total)).send(rows.map(toAdminUser));
    },
  );

  route(
    app,
    endpoints.users.deactivateUser,
    {
      schema: {
        tags,
        summary: 'Deactivate an account (takes effect on its next request)',
        security,
        response: { ...errors, 404: errorSchema },
      },
      preHandler: requireAdmin,
    },
    async (request) =>
      toAdminUser(await service.setStatus(currentUser(request).id, request.params.id, 'INACTIVE')),
  );

  route(
    app,
    endpoints.users.activateUser,
    {
      schema: {
        tags,
        summary: 'Activate an account again',
        security,
        response: { ...errors, 404: errorSchema },
      },
      preHandler: requireAdmin,
    },
    async (request) =>
      toAdminUser(await service.setStatus(currentUser(request).id, request.params.id, 'active')),
  );
};

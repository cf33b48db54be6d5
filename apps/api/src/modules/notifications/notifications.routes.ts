import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { notificationsService } from './notifications.service';
import { route } from '../../lib/route';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = notificationsService(app.deps);
  const tags = ['notifications'];

  route(
    app,
    endpoints.notifications.list,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'The caller’s notifications, newest first, with the unread count',
        response: { 401: errorSchema },
      },
    },
    async (request) => service.list(currentUser(request).id),
  );

  route(
    app,
    endpoints.notifications.markRead,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Mark one notification read',
        response: { 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.markRead(currentUser(request).id, request.params.id),
  );

  route(
    app,
    endpoints.notifications.markAllRead,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Mark every notification read',
        response: { 401: errorSchema },
      },
    },
    async (request) => service.markAllRead(currentUser(request).id),
  );
};

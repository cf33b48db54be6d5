import {
  errorSchema,
  idParamsSchema,
  notificationsPaths,
  notificationsResponseSchema,
  readAllResponseSchema,
} from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { notificationsService } from './notifications.service';
import { routePath } from '../../lib/route-path';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = notificationsService(app.deps);
  const tags = ['notifications'];

  app.get(
    routePath(notificationsPaths.notifications),
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'The caller’s notifications, newest first, with the unread count',
        response: { 200: notificationsResponseSchema, 401: errorSchema },
      },
    },
    async (request) => service.list(currentUser(request).id),
  );

  app.post(
    routePath(notificationsPaths.notificationRead),
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Mark one notification read',
        params: idParamsSchema,
        response: { 200: readAllResponseSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.markRead(currentUser(request).id, request.params.id),
  );

  app.post(
    routePath(notificationsPaths.notificationsReadAll),
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Mark every notification read',
        response: { 200: readAllResponseSchema, 401: errorSchema },
      },
    },
    async (request) => service.markAllRead(currentUser(request).id),
  );
};

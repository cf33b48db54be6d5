import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import { contactService } from './contact.service';
import { requestLimit } from '../../plugins/rate-limit';
import { route } from '../../lib/route';

const security = [{ bearerAuth: [] }];

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = contactService(app.deps);
  const limit = requestLimit(app, 'contact', app.config.formRateLimit);

  route(
    app,
    endpoints.contact.send,
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop (stored, and e-mailed to SHOP_EMAIL)',
        description: 'Limited per client IP and per e-mail (FORM_RATE_LIMIT_*): then 429 with Retry-After.',
        response: { 400: errorSchema, 429: errorSchema },
      },
      preHandler: limit.preHandler,
    },
    async (request, reply) => reply.status(201).send(await contact.receive(request.body)),
  );

  route(
    app,
    endpoints.contact.adminMessages,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', 'contact'],
        security,
        summary: 'Contact messages, unhandled first',
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => contact.list(request.query.page, request.query.size),
  );

  route(
    app,
    endpoints.contact.markHandled,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', 'contact'],
        security,
        summary: 'Mark a contact message handled',
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => contact.markHandled(request.params.messageId),
  );
};

import {
  contactMessageIdParamsSchema,
  contactMessagePageSchema,
  contactMessageReceiptSchema,
  contactMessageRequestSchema,
  contactMessageSchema,
  contactMessagesQuerySchema,
  contactPaths,
  errorSchema,
} from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../lib/route-path';
import { requireAdmin } from '../../plugins/auth';
import { contactService } from './contact.service';
import { requestLimit } from '../../plugins/rate-limit';

const security = [{ bearerAuth: [] }];

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = contactService(app.deps);
  const limit = requestLimit(app, 'contact', app.config.formRateLimit);

  app.post(
    contactPaths.contactMessages,
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop (stored, and e-mailed to SHOP_EMAIL)',
        description: 'Limited per client IP and per e-mail (FORM_RATE_LIMIT_*): then 429 with Retry-After.',
        body: contactMessageRequestSchema,
        response: { 201: contactMessageReceiptSchema, 400: errorSchema, 429: errorSchema },
      },
      preHandler: limit.preHandler,
    },
    async (request, reply) => reply.status(201).send(await contact.receive(request.body)),
  );

  app.get(
    contactPaths.adminContactMessages,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', 'contact'],
        security,
        summary: 'Contact messages, unhandled first',
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagePageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => contact.list(request.query.page, request.query.size),
  );

  app.post(
    routePath(contactPaths.adminContactMessageHandled),
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', 'contact'],
        security,
        summary: 'Mark a contact message handled',
        params: contactMessageIdParamsSchema,
        response: {
          200: contactMessageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => contact.markHandled(request.params.messageId),
  );
};

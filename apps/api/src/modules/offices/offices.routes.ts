import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth';
import { route } from '../../lib/route';
import { officesService } from './offices.service';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorSchema, 403: errorSchema };

/** A signed-in account signs its dentist office up and reads it back. */
export const officesRoutes: FastifyPluginAsyncZod = async (app) => {
  const offices = officesService(app.deps);
  const tags = ['offices'];

  route(
    app,
    endpoints.offices.signUpOffice,
    {
      schema: {
        tags,
        security,
        summary: 'Sign the account’s dentist office up (it waits for the lab to verify its licence)',
        response: { 400: errorSchema, 409: errorSchema, ...denied },
      },
      preHandler: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await offices.signUp(currentUser(request), request.body)),
  );

  route(
    app,
    endpoints.offices.myOffice,
    {
      schema: {
        tags,
        security,
        summary:
          'The account’s office, with its dentists and whether it is verified; null when it signed none up',
        response: { ...denied },
      },
      preHandler: requireUser,
    },
    async (request) => offices.mine(currentUser(request)),
  );
};

/** The administrators verify an office's licence, or reject it with a reason. */
export const officesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const offices = officesService(app.deps);
  const tags = ['admin', 'offices'];
  app.addHook('preHandler', requireAdmin);

  route(
    app,
    endpoints.offices.adminOffices,
    {
      schema: {
        tags,
        security,
        summary: 'Dentist offices, oldest first (status=pending: the ones waiting for verification)',
        response: { 400: errorSchema, ...denied },
      },
    },
    async (request) => offices.list(request.query),
  );

  route(
    app,
    endpoints.offices.reviewOffice,
    {
      schema: {
        tags,
        security,
        summary: 'Verify a pending office, or reject it with a reason the office reads',
        response: { 400: errorSchema, 404: errorSchema, 409: errorSchema, ...denied },
      },
    },
    async (request) => offices.review(currentUser(request).id, request.params.officeId, request.body),
  );
};

import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import { claimsService } from './claims.service';
import { enrollmentsService } from './enrollments.service';
import { displayName, planTitle, toCardView } from './warranty-views';
import { route } from '../../lib/route';

const tags = ['admin', 'warranty'];
const security = [{ bearerAuth: [] }];
const denied = { 401: errorSchema, 403: errorSchema };

/** The back office of the programme: enrolments, payments on dues, claim reviews. */
export const warrantyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const enrollments = enrollmentsService(app.deps);
  const claims = claimsService(app.deps);
  app.addHook('preHandler', requireAdmin);

  route(
    app,
    endpoints.warranty.adminEnrollments,
    {
      schema: {
        tags,
        security,
        summary: 'Patient and office enrolments, newest first (search by reference, name or e-mail)',
        response: { 400: errorSchema, ...denied },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await enrollments.list(request.query);
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          reference: row.reference,
          name: displayName(row),
          email: row.email,
          planTitle: planTitle(row),
          enrolledOn: row.enrolled_on,
          overdueDues: Number(row.overdue_dues ?? 0),
          card: toCardView(row),
        })),
        total,
        page,
        size,
      };
    },
  );

  route(
    app,
    endpoints.warranty.adminEnrollment,
    {
      schema: {
        tags,
        security,
        summary: 'One enrolment with its dues and claims',
        response: { 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => enrollments.view(await enrollments.findById(request.params.enrollmentId)),
  );

  route(
    app,
    endpoints.warranty.recordDuePayment,
    {
      schema: {
        tags,
        security,
        summary: 'Record the payment of a due (refused when it is already paid)',
        response: { 400: errorSchema, 404: errorSchema, 409: errorSchema, ...denied },
      },
    },
    async (request) => enrollments.recordPayment(request.params.dueId),
  );

  route(
    app,
    endpoints.warranty.adminClaims,
    {
      schema: {
        tags,
        security,
        summary: 'Warranty claims, pending first',
        response: { 400: errorSchema, ...denied },
      },
    },
    async (request) => claims.list(request.query),
  );

  route(
    app,
    endpoints.warranty.reviewClaim,
    {
      schema: {
        tags,
        security,
        summary:
          'Approve a claim (free remake or replacement) or reject it with a reason; e-mails the patient',
        response: { 400: errorSchema, 404: errorSchema, 409: errorSchema, ...denied },
      },
    },
    async (request) => claims.review(request.params.claimId, request.body),
  );
};

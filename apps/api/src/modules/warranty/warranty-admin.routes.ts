import {
  adminClaimPageSchema,
  adminClaimsQuerySchema,
  adminEnrollmentsQuerySchema,
  claimIdParamsSchema,
  claimReviewRequestSchema,
  claimSchema,
  dueIdParamsSchema,
  enrollmentIdParamsSchema,
  enrollmentPageSchema,
  enrollmentSchema,
  errorSchema,
  warrantyPaths,
} from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../lib/route-path';
import { requireAdmin } from '../../plugins/auth';
import { claimsService } from './claims.service';
import { enrollmentsService } from './enrollments.service';
import { displayName, planTitle, toCardView } from './warranty-views';

const tags = ['admin', 'warranty'];
const security = [{ bearerAuth: [] }];
const denied = { 401: errorSchema, 403: errorSchema };

/** The back office of the programme: enrolments, payments on dues, claim reviews. */
export const warrantyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const enrollments = enrollmentsService(app.deps);
  const claims = claimsService(app.deps);
  app.addHook('preHandler', requireAdmin);

  app.get(
    warrantyPaths.adminEnrollments,
    {
      schema: {
        tags,
        security,
        summary: 'Patient and office enrolments, newest first (search by reference, name or e-mail)',
        querystring: adminEnrollmentsQuerySchema,
        response: { 200: enrollmentPageSchema, 400: errorSchema, ...denied },
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

  app.get(
    routePath(warrantyPaths.adminEnrollment),
    {
      schema: {
        tags,
        security,
        summary: 'One enrolment with its dues and claims',
        params: enrollmentIdParamsSchema,
        response: { 200: enrollmentSchema, 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => enrollments.view(await enrollments.findById(request.params.enrollmentId)),
  );

  app.post(
    routePath(warrantyPaths.adminDuePayment),
    {
      schema: {
        tags,
        security,
        summary: 'Record the payment of a due (refused when it is already paid)',
        params: dueIdParamsSchema,
        response: { 200: enrollmentSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, ...denied },
      },
    },
    async (request) => enrollments.recordPayment(request.params.dueId),
  );

  app.get(
    warrantyPaths.adminClaims,
    {
      schema: {
        tags,
        security,
        summary: 'Warranty claims, pending first',
        querystring: adminClaimsQuerySchema,
        response: { 200: adminClaimPageSchema, 400: errorSchema, ...denied },
      },
    },
    async (request) => claims.list(request.query),
  );

  app.post(
    routePath(warrantyPaths.adminClaimReview),
    {
      schema: {
        tags,
        security,
        summary:
          'Approve a claim (free remake or replacement) or reject it with a reason; e-mails the patient',
        params: claimIdParamsSchema,
        body: claimReviewRequestSchema,
        response: { 200: claimSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, ...denied },
      },
    },
    async (request) => claims.review(request.params.claimId, request.body),
  );
};

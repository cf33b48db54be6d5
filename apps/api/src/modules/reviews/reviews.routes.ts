import { endpoints, errorSchema, writeReviewResponseSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, optionalUser, requireUser } from '../../plugins/auth';
import { reviewsService } from './reviews.service';
import { route } from '../../lib/route';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reviewsService(app.deps);
  const tags = ['reviews'];

  route(
    app,
    endpoints.reviews.productReviews,
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'A product’s reviews, newest first, with its average rating and count',
        response: { 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      service.list(request.params.id, request.query.page, request.query.size, request.user?.id),
  );

  route(
    app,
    endpoints.reviews.write,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Review a product bought in a completed order (again: edit the review)',
        response: {
          201: writeReviewResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { created, body } = await service.write(currentUser(request).id, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(body);
    },
  );
};

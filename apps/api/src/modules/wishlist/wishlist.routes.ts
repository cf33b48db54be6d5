import { endpoints, errorSchema, wishlistSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { wishlistService } from './wishlist.service';
import { route } from '../../lib/route';

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = wishlistService(app.deps);
  const tags = ['wishlist'];

  route(
    app,
    endpoints.wishlist.wishlist,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'The caller’s wishlist',
        response: { 401: errorSchema },
      },
    },
    async (request) => service.getWishlist(currentUser(request).id),
  );

  route(
    app,
    endpoints.wishlist.add,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Add a product to the wishlist (201 when new, 200 when it was already there)',
        response: { 201: wishlistSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { created, wishlist } = await service.add(currentUser(request).id, request.body.productId);
      return reply.status(created ? 201 : 200).send(wishlist);
    },
  );

  route(
    app,
    endpoints.wishlist.remove,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Remove a product from the wishlist',
        response: { 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.remove(currentUser(request).id, request.params.id),
  );
};

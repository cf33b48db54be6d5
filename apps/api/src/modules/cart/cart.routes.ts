import {
  addToCartBodySchema,
  cartPaths,
  cartSchema,
  errorSchema,
  idParamsSchema,
  updateCartItemBodySchema,
} from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { cartService } from './cart.service';
import { routePath } from '../../lib/route-path';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = cartService(app.deps);
  /**
   * Patients buy at most the product's own limit, else ORDER_LINE_MAX_UNITS, of a product per
   * order; administrators are not capped.
   */
  const lineLimitOf = (user: { role: string }) =>
    user.role === 'PATIENT' ? app.config.orderLineMaxUnits : undefined;
  const tags = ['cart'];

  app.get(
    routePath(cartPaths.cart),
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'The caller’s cart',
        response: { 200: cartSchema, 401: errorSchema },
      },
    },
    async (request) => service.getCart(currentUser(request).id),
  );

  app.post(
    routePath(cartPaths.cartAdd),
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Add a product to the cart (name and price come from the catalogue)',
        body: addToCartBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      const { productId, quantity, optionValue } = request.body;
      const user = currentUser(request);
      return service.add(user.id, lineLimitOf(user), {
        productId,
        quantity,
        ...(optionValue ? { optionValue } : {}),
      });
    },
  );

  app.put(
    routePath(cartPaths.cartUpdate),
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Change a cart line’s quantity (0 removes it)',
        params: idParamsSchema,
        body: updateCartItemBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      const { cartItemId, quantity } = request.body;
      if (cartItemId !== undefined && cartItemId !== request.params.id) {
        throw badRequest('cartItemId: does not match the cart item in the address', [
          { field: 'cartItemId', message: 'Does not match the cart item in the address' },
        ]);
      }
      const user = currentUser(request);
      return service.update(user.id, request.params.id, quantity, lineLimitOf(user));
    },
  );

  app.delete(
    routePath(cartPaths.cartRemove),
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Remove a line from the cart',
        params: idParamsSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => service.remove(currentUser(request).id, request.params.id),
  );

  app.post(
    routePath(cartPaths.cartAcknowledgePrices),
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary:
          'The shopper has seen the cart’s current prices: lines stop reporting the earlier price they were added at',
        response: { 200: cartSchema, 401: errorSchema },
      },
    },
    async (request) => service.acknowledgePrices(currentUser(request).id),
  );
};

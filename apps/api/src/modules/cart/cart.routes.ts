import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { cartService } from './cart.service';
import { route } from '../../lib/route';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  // A lab service (ORDERED_AS_CASE): a dentist office sends it as a case.
  422: errorSchema,
};

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = cartService(app.deps);
  /**
   * Patients buy at most the product's own limit, else ORDER_LINE_MAX_UNITS, of a product per
   * order; administrators are not capped.
   */
  const lineLimitOf = (user: { role: string }) =>
    user.role === 'PATIENT' ? app.config.orderLineMaxUnits : undefined;
  const tags = ['cart'];

  route(
    app,
    endpoints.cart.cart,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'The caller’s cart',
        response: { 401: errorSchema },
      },
    },
    async (request) => service.getCart(currentUser(request).id),
  );

  route(
    app,
    endpoints.cart.add,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Add a product to the cart (name and price come from the catalogue)',
        description:
          'A lab service (a product with `labService`) is answered 422 ORDERED_AS_CASE: a dentist office orders it as a case.',
        response: errors,
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

  route(
    app,
    endpoints.cart.update,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Change a cart line’s quantity (0 removes it)',
        response: errors,
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

  route(
    app,
    endpoints.cart.remove,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Remove a line from the cart',
        response: errors,
      },
    },
    async (request) => service.remove(currentUser(request).id, request.params.id),
  );

  route(
    app,
    endpoints.cart.acknowledgePrices,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary:
          'The shopper has seen the cart’s current prices: lines stop reporting the earlier price they were added at',
        response: { 401: errorSchema },
      },
    },
    async (request) => service.acknowledgePrices(currentUser(request).id),
  );
};

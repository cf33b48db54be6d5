import {
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  errorSchema,
  myOrdersQuerySchema,
  myOrdersResponseSchema,
  orderCheckoutSchema,
  orderIdParamsSchema,
  orderSchema,
  ordersPaths,
  placeOrderBodySchema,
  updateOrderStatusBodySchema,
} from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth';
import { orderStatusService } from './order-status.service';
import { scheduleUnpaidOrderExpiry } from './unpaid-orders';
import { ordersService } from './orders.service';
import { toCents } from '../../lib/money';
import { routePath } from '../../lib/route-path';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe(
      'Any unique string; a retry with the same key and body returns the same order, the same key with another body is 422',
    ),
});

/** YYYY-MM-DD (inclusive, UTC) to the ISO bounds orders are compared with. */
const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const nextDayStart = (day: string) => {
  const date = new Date(dayStart(day));
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
};

/** A typed price to the totals it stands for: '49.99' exactly, '49.9' 49.90..49.99, '49' 49.00..49.99. */
function totalRange(price: string) {
  const typed = price.replace('$', '');
  const fraction = typed.split('.')[1] ?? '';
  const from = toCents(Number(typed));
  const to = fraction.length === 2 ? from : from + (fraction.length === 1 ? 9 : 99);
  return { from, to };
}

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const orders = ordersService(deps);
  const statuses = orderStatusService(deps);
  // Unpaid orders give their stock back after UNPAID_ORDER_HOLD_MINUTES.
  let stopExpiry = () => {};
  app.addHook('onReady', async () => {
    stopExpiry = scheduleUnpaidOrderExpiry(app, deps);
  });
  app.addHook('onClose', async () => stopExpiry());
  const tags = ['orders'];

  app.post(
    routePath(ordersPaths.orders),
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Place an order from the caller’s cart',
        description:
          'Checks and takes the stock, snapshots prices, empties the cart. The order stays Pending until an admin confirms the payment.',
        headers: idempotencyHeaders,
        body: placeOrderBodySchema,
        response: {
          201: orderSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { created, order } = await orders.place(
        currentUser(request),
        request.body,
        request.headers['idempotency-key'],
      );
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(order);
    },
  );

  app.get(
    routePath(ordersPaths.orders),
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'The caller’s orders, newest first (tab: active, shipped, completed, cancelled)',
        querystring: myOrdersQuerySchema,
        response: { 200: myOrdersResponseSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => orders.listMine(currentUser(request).id, request.query.tab),
  );

  app.get(
    routePath(ordersPaths.order),
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'One order with its lines, totals and tracking timeline (owner or admin)',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => orders.get(currentUser(request), request.params.orderId),
  );

  app.post(
    routePath(ordersPaths.orderCheckout),
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Pay an unpaid card order: a new Stripe Checkout page (owner)',
        description:
          'The order becomes paid and In Progress when Stripe’s signed webhook reports the payment, never from the browser coming back.',
        params: orderIdParamsSchema,
        response: {
          200: orderCheckoutSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => orders.checkout(currentUser(request), request.params.orderId),
  );

  app.get(
    routePath(ordersPaths.adminOrders),
    {
      preHandler: requireAdmin,
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['admin', ...tags],
        summary: 'Every order, filtered, sorted and paginated (admin)',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { status, q, from, to, price, sort, page, size } = request.query;
      return orders.adminList({
        status,
        q: q || undefined,
        fromIso: from ? dayStart(from) : undefined,
        toIsoExclusive: to ? nextDayStart(to) : undefined,
        totalCents: price ? totalRange(price) : undefined,
        sort,
        page,
        size,
      });
    },
  );

  app.patch(
    routePath(ordersPaths.adminOrderStatus),
    {
      preHandler: requireAdmin,
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['admin', ...tags],
        summary: 'Move an order along its lifecycle (admin)',
        description:
          'Pending → In Progress (transfer received; a card order moves by itself when Stripe reports the payment) → Shipped (tracking id required) → Completed; Cancelled from Pending or In Progress puts the stock back and refunds a card payment in full (502 and nothing changes when the refund fails). Any other move answers 409.',
        params: orderIdParamsSchema,
        body: updateOrderStatusBodySchema,
        response: {
          200: orderSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => statuses.change(currentUser(request).id, request.params.orderId, request.body),
  );
};

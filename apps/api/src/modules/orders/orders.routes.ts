import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth';
import { orderStatusService } from './order-status.service';
import { scheduleUnpaidOrderExpiry } from './unpaid-orders';
import { ordersService } from './orders.service';
import { toCents } from '../../lib/money';
import { route } from '../../lib/route';

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
    stopExpiry = scheduleUnpaidOrderExpiry(deps);
  });
  app.addHook('onClose', async () => stopExpiry());
  const tags = ['orders'];

  route(
    app,
    endpoints.orders.place,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Place an order from the caller’s cart',
        description:
          'Checks and takes the stock, snapshots prices, empties the cart. The order stays Pending until an admin confirms the payment.',
        response: {
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

  route(
    app,
    endpoints.orders.mine,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'The caller’s orders, newest first (tab: active, shipped, completed, cancelled)',
        response: { 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => orders.listMine(currentUser(request).id, request.query.tab),
  );

  route(
    app,
    endpoints.orders.order,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'One order with its lines, totals and tracking timeline (owner or admin)',
        response: { 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => orders.get(currentUser(request), request.params.orderId),
  );

  route(
    app,
    endpoints.orders.checkout,
    {
      preHandler: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags,
        summary: 'Pay an unpaid card order: a new Stripe Checkout page (owner)',
        description:
          'The order becomes paid and In Progress when Stripe’s signed webhook reports the payment, never from the browser coming back.',
        response: {
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

  route(
    app,
    endpoints.orders.adminOrders,
    {
      preHandler: requireAdmin,
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['admin', ...tags],
        summary: 'Every order, filtered, sorted and paginated (admin)',
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
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

  route(
    app,
    endpoints.orders.updateStatus,
    {
      preHandler: requireAdmin,
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['admin', ...tags],
        summary: 'Move an order along its lifecycle (admin)',
        description:
          'Pending → In Progress (transfer received; a card order moves by itself when Stripe reports the payment) → Shipped (tracking id required) → Completed; Cancelled from Pending or In Progress puts the stock back and refunds a card payment in full (502 and nothing changes when the refund fails). Any other move answers 409.',
        response: {
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

import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  myOrdersQuerySchema,
  myOrdersResponseSchema,
  orderCheckoutSchema,
  orderIdParamsSchema,
  orderSchema,
  ordersPaths,
  placeOrderBodySchema,
  updateOrderStatusBodySchema,
} from '../orders';

const placeOrderHeadersSchema = z.object({
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

/** Orders: placing and following one's own, and the admin's list and status changes. */
export const ordersEndpoints = {
  place: endpoint({
    method: 'POST',
    path: ordersPaths.orders,
    status: 201,
    headers: placeOrderHeadersSchema,
    body: placeOrderBodySchema,
    response: orderSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: ordersPaths.orders,
    query: myOrdersQuerySchema,
    response: myOrdersResponseSchema,
  }),
  order: endpoint({
    method: 'GET',
    path: ordersPaths.order,
    params: orderIdParamsSchema,
    response: orderSchema,
  }),
  checkout: endpoint({
    method: 'POST',
    path: ordersPaths.orderCheckout,
    params: orderIdParamsSchema,
    response: orderCheckoutSchema,
  }),
  adminOrders: endpoint({
    method: 'GET',
    path: ordersPaths.adminOrders,
    query: adminOrdersQuerySchema,
    response: adminOrdersResponseSchema,
  }),
  updateStatus: endpoint({
    method: 'PATCH',
    path: ordersPaths.adminOrderStatus,
    params: orderIdParamsSchema,
    body: updateOrderStatusBodySchema,
    response: orderSchema,
  }),
};

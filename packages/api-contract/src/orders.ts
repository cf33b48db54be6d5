import { z } from 'zod';
import { moneySchema } from './cart';
import { API_PREFIX } from './paths';
import { imageVariantFields } from './images';
import { recordIdSchema } from './record-id';

export const ordersPaths = {
  orders: `${API_PREFIX}/api/orders`,
  order: `${API_PREFIX}/api/orders/{orderId}`,
  adminOrders: `${API_PREFIX}/orders/getAllOrders`,
  adminOrderStatus: `${API_PREFIX}/api/admin/orders/{orderId}/status`,
} as const;

export const orderStatuses = ['Pending', 'In Progress', 'Shipped', 'Completed', 'Cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const trackingSteps = ['Order Placed', 'In Progress', 'Shipped', 'Delivered'] as const;

const text = (max: number) => z.string().trim().min(1, 'This field is required').max(max);

export const placeOrderBodySchema = z.object({
  buyer: z.object({
    fullName: text(120),
    contactNumber: text(40),
    email: z.email('Enter a valid e-mail address').max(254),
  }),
  shipping: z.object({
    country: text(100),
    state: text(100),
    city: text(100),
    street: text(200),
  }),
  paymentMethod: z.object({
    provider: text(50).describe('Payment provider id, e.g. "manual-transfer"'),
    recipientName: text(120),
    username: text(120),
    contact: text(254).describe('E-mail or phone of the paying account'),
  }),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const orderIdParamsSchema = z.object({ orderId: recordIdSchema });

export const orderLineSchema = z
  .object({
    productId: z.number().int().nullable(),
    productName: z.string(),
    optionValue: z.string().optional(),
    unitPrice: moneySchema,
    quantity: z.number().int(),
    lineTotal: moneySchema,
    imageUrl: z.string().nullable(),
    ...imageVariantFields,
    reviewed: z.boolean().describe('Whether the caller has reviewed this product'),
  })
  .meta({ id: 'OrderLine' });

export const timelineStepSchema = z.object({
  step: z.enum(trackingSteps),
  status: orderStatusSchema,
  done: z.boolean(),
  at: z.string().nullable().describe('When the order reached this step (ISO-8601)'),
});

export const orderSchema = z
  .object({
    orderId: z.number().int(),
    orderStatus: orderStatusSchema,
    createdAt: z.string(),
    buyer: z.object({ fullName: z.string(), contactNumber: z.string(), email: z.string() }),
    shipping: z.object({ country: z.string(), state: z.string(), city: z.string(), street: z.string() }),
    paymentMethod: z.object({
      provider: z.string(),
      providerName: z.string(),
      recipientName: z.string(),
      username: z.string(),
      contact: z.string(),
      instructions: z.string(),
    }),
    items: z.array(orderLineSchema),
    subtotal: moneySchema,
    salesTax: moneySchema,
    shippingCost: moneySchema,
    total: moneySchema,
    trackingId: z.string().nullable(),
    expectedDeliveryDate: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    timeline: z.array(timelineStepSchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = z
  .object({
    orderId: z.number().int(),
    orderStatus: orderStatusSchema,
    createdAt: z.string(),
    itemCount: z.number().int(),
    firstProductName: z.string(),
    imageUrl: z.string().nullable(),
    ...imageVariantFields,
    total: moneySchema,
  })
  .meta({ id: 'OrderSummary' });

export const myOrdersQuerySchema = z.object({
  tab: z.enum(['active', 'shipped', 'completed', 'cancelled']).optional(),
});
export const myOrdersResponseSchema = z.object({ orders: z.array(orderSummarySchema) });
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;

export const adminOrderSorts = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export const adminOrdersQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  q: z.string().trim().max(100).optional().describe('Buyer name (contains) or order id'),
  from: z.iso.date().optional().describe('First day, YYYY-MM-DD (UTC)'),
  to: z.iso.date().optional().describe('Last day, YYYY-MM-DD (UTC), inclusive'),
  sort: z.enum(adminOrderSorts).default('newest'),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

export const adminOrderRowSchema = z
  .object({
    orderId: z.number().int(),
    buyer: z.string(),
    buyerEmail: z.string(),
    orderStatus: orderStatusSchema,
    createdAt: z.string(),
    orderItems: z.array(
      z.object({
        productId: z.number().int().nullable(),
        productName: z.string(),
        unitPrice: moneySchema,
        quantity: z.number().int(),
      }),
    ),
    total: moneySchema,
  })
  .meta({ id: 'AdminOrderRow' });
export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

export const updateOrderStatusBodySchema = z.object({
  status: orderStatusSchema,
  trackingId: z.string().trim().min(1).max(100).optional().describe('Required when moving to Shipped'),
  expectedDeliveryDate: z.iso.date().optional(),
});
export type UpdateOrderStatusBody = z.input<typeof updateOrderStatusBodySchema>;

import { z } from 'zod';
import { moneySchema } from './cart';
import { API_PREFIX } from './paths';
import { imageVariantFields } from './images';
import { transferMethodSchema } from './payments';
import { recordIdSchema } from './record-id';

export const ordersPaths = {
  orders: `${API_PREFIX}/api/orders`,
  order: `${API_PREFIX}/api/orders/{orderId}`,
  adminOrders: `${API_PREFIX}/orders/getAllOrders`,
  adminOrderStatus: `${API_PREFIX}/api/admin/orders/{orderId}/status`,
  /** A new Stripe Checkout page for an unpaid card order (its owner). */
  orderCheckout: `${API_PREFIX}/api/orders/{orderId}/checkout`,
} as const;

export const paymentStates = ['awaiting_payment', 'paid', 'refunding', 'refunded'] as const;
export const paymentStateSchema = z.enum(paymentStates);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const orderPaymentSchema = z
  .object({
    state: paymentStateSchema.describe(
      'awaiting_payment until the transfer is confirmed or Stripe reports the card paid; refunding/refunded after a paid order is cancelled',
    ),
    paidAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
    refundedAmount: moneySchema.nullable(),
    checkoutUrl: z
      .string()
      .optional()
      .describe('Card orders when placed: the Stripe Checkout page to send the buyer to'),
  })
  .meta({ id: 'OrderPayment' });

export const orderCheckoutSchema = z
  .object({ checkoutUrl: z.string().describe('Stripe Checkout page; send the buyer there') })
  .meta({ id: 'OrderCheckout' });

/** Every status an order can have: the one list the server, its database and the screens read. */
export const orderStatuses = ['Pending', 'In Progress', 'Shipped', 'Completed', 'Cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * The only moves an order's status can make: the server refuses any other (409), and tells an
 * admin which of them an order can make now (`nextStatuses`). Completed and Cancelled are final.
 */
export const orderStatusMoves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['In Progress', 'Cancelled'],
  'In Progress': ['Shipped', 'Cancelled'],
  Shipped: ['Completed'],
  Completed: [],
  Cancelled: [],
};

/** Whether the status table lets an order move from `from` to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderStatusMoves[from].includes(to);
}

/** The tracking line's steps, in order. */
export const trackingSteps = ['Order Placed', 'In Progress', 'Shipped', 'Delivered'] as const;
export type TrackingStep = (typeof trackingSteps)[number];

/** The status each tracking step stands for: an order has reached a step once it has its status. */
export const trackingStepStatus: Readonly<Record<TrackingStep, OrderStatus>> = {
  'Order Placed': 'Pending',
  'In Progress': 'In Progress',
  Shipped: 'Shipped',
  Delivered: 'Completed',
};

const text = (max: number) => z.string().trim().min(1, 'This field is required').max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

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
  paymentMethod: z
    .object({
      provider: text(50).describe(
        'Payment provider id: "manual-transfer", or "card" when the shop takes cards',
      ),
      recipientName: optionalText(120).describe(
        'Manual transfer (required): the account the buyer pays FROM, the name on it, so the shop can match the transfer',
      ),
      username: optionalText(120).describe(
        'Manual transfer (required): the paying account’s user name or number (e.g. Zelle user, bank account)',
      ),
      contact: optionalText(254).describe(
        'Manual transfer (required): e-mail or phone of the paying account',
      ),
    })
    .superRefine((payment, context) => {
      if (payment.provider !== 'manual-transfer') return;
      for (const field of ['recipientName', 'username', 'contact'] as const) {
        if (!payment[field])
          context.addIssue({ code: 'custom', path: [field], message: 'This field is required' });
      }
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
/** One product line of an order, as the API sends it (money in dollars). */
export type OrderLine = z.infer<typeof orderLineSchema>;

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
      instructions: z.string().describe('What the buyer has to do to pay, in one sentence or two'),
      payTo: z
        .array(transferMethodSchema)
        .optional()
        .describe(
          'Manual transfer: the shop’s accounts to send the total to (as set when the order was placed)',
        ),
      reference: z.string().optional().describe('What to quote with the transfer, e.g. "Order #1031"'),
    }),
    payment: orderPaymentSchema.optional(),
    items: z.array(orderLineSchema),
    subtotal: moneySchema,
    salesTax: moneySchema,
    shippingCost: moneySchema,
    total: moneySchema,
    trackingId: z.string().nullable(),
    expectedDeliveryDate: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    timeline: z.array(timelineStepSchema),
    nextStatuses: z
      .array(orderStatusSchema)
      .optional()
      .describe(
        'Admins only: the statuses the server accepts for this order now (PATCH .../status); empty once it is Completed or Cancelled',
      ),
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
    paymentProvider: z.string().optional(),
    paymentState: paymentStateSchema.optional(),
  })
  .meta({ id: 'OrderSummary' });

/** The customer's order tabs, and the statuses each lists. */
export const myOrdersTabs = ['active', 'shipped', 'completed', 'cancelled'] as const;
export type MyOrdersTab = (typeof myOrdersTabs)[number];
export const myOrdersTabStatuses: Readonly<Record<MyOrdersTab, readonly OrderStatus[]>> = {
  active: ['Pending', 'In Progress'],
  shipped: ['Shipped'],
  completed: ['Completed'],
  cancelled: ['Cancelled'],
};

export const myOrdersQuerySchema = z.object({
  tab: z.enum(myOrdersTabs).optional(),
});
export const myOrdersResponseSchema = z.object({ orders: z.array(orderSummarySchema) });
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;

export const adminOrderSorts = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export const adminOrdersQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  q: z.string().trim().max(100).optional().describe('Buyer name (contains) or order id'),
  from: z.iso.date().optional().describe('First day, YYYY-MM-DD (UTC)'),
  to: z.iso.date().optional().describe('Last day, YYYY-MM-DD (UTC), inclusive'),
  price: z
    .string()
    .trim()
    .regex(/^\$?\d{1,7}(\.\d{0,2})?$/, 'Enter a price such as 49 or 49.99')
    .optional()
    .describe('Order total as typed: 49.99 exactly, 49.9 from 49.90 to 49.99, 49 from 49.00 to 49.99'),
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

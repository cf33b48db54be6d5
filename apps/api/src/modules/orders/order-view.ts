import {
  trackingSteps,
  trackingStepStatus,
  transferMethodSchema,
  type Order,
  type TransferMethod,
} from '@idl/api-contract';
import type { Selectable } from 'kysely';
import type { OrderItemsTable, OrdersTable, TrackingStep } from '../../db/tables/commerce';
import { toDollars } from '../../lib/money';
import { imageVariantsOf } from '../uploads/images';
import { findPaymentProvider } from './payment';
import { paymentReference } from './payment/payment-provider';

/** The transfer details copied onto an order when it was placed (none on older orders). */
export function payToOf(order: Pick<OrderRow, 'payment_pay_to'>): TransferMethod[] {
  if (!order.payment_pay_to) return [];
  const parsed = transferMethodSchema.array().safeParse(JSON.parse(order.payment_pay_to));
  return parsed.success ? parsed.data : [];
}

type OrderRow = Selectable<OrdersTable>;
type LineRow = Selectable<OrderItemsTable> & { image_url: string | null };

export function toOrderDetail(
  order: OrderRow,
  lines: LineRow[],
  events: { step: TrackingStep; created_at: string }[],
  reviewed: Set<number>,
): Order {
  const eventAt = (step: TrackingStep) => events.find((e) => e.step === step)?.created_at ?? null;
  const provider = findPaymentProvider(order.payment_provider);
  const details = {
    recipientName: order.payment_recipient_name,
    username: order.payment_username,
    contact: order.payment_contact,
  };
  const payTo = payToOf(order);
  return {
    orderId: order.id,
    orderStatus: order.status,
    createdAt: order.created_at,
    buyer: {
      fullName: order.buyer_full_name,
      contactNumber: order.buyer_contact_number,
      email: order.buyer_email,
    },
    shipping: {
      country: order.shipping_country,
      state: order.shipping_state,
      city: order.shipping_city,
      street: order.shipping_street,
    },
    paymentMethod: {
      provider: order.payment_provider,
      providerName: provider?.displayName ?? order.payment_provider,
      ...details,
      instructions:
        provider?.instructions({
          orderId: order.id,
          totalCents: order.total_cents,
          details,
          payTo,
          state: order.payment_state,
        }) ?? '',
      payTo,
      reference: paymentReference(order.id),
    },
    payment: {
      state: order.payment_state,
      paidAt: order.paid_at,
      refundedAt: order.refunded_at,
      refundedAmount: order.refunded_cents === null ? null : toDollars(order.refunded_cents),
    },
    items: lines.map((line) => ({
      productId: line.product_id,
      productName: line.product_name,
      ...(line.option_value ? { optionValue: line.option_value } : {}),
      unitPrice: toDollars(line.unit_price_cents),
      quantity: line.quantity,
      lineTotal: toDollars(line.line_total_cents),
      imageUrl: line.image_url ?? null,
      ...imageVariantsOf(line.image_url),
      reviewed: line.product_id !== null && reviewed.has(line.product_id),
    })),
    subtotal: toDollars(order.subtotal_cents),
    salesTax: toDollars(order.tax_cents),
    shippingCost: toDollars(order.shipping_cents),
    total: toDollars(order.total_cents),
    trackingId: order.tracking_id,
    expectedDeliveryDate: order.expected_delivery_date,
    cancelledAt: eventAt('Cancelled'),
    timeline: trackingSteps.map((step) => {
      const at = eventAt(step);
      return { step, status: trackingStepStatus[step], done: at !== null, at };
    }),
  };
}

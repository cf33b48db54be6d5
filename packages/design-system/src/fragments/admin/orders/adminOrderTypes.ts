import type { OrderLine, OrderStatus, TrackingStep } from '@idl/api-contract';

/**
 * Order data as the admin screens receive it. Field names mirror the API contract
 * (packages/api-contract/src/orders.ts), whose lists of statuses and tracking steps these are;
 * money is in US dollars, timestamps are ISO-8601 UTC.
 */
export type AdminOrderStatus = OrderStatus;
export type AdminTrackingStep = TrackingStep;

/** One line of the orders list (the contract's AdminOrderRow). */
export interface AdminOrderRow {
  orderId: number;
  /** Buyer's full name. */
  buyer: string;
  buyerEmail: string;
  orderStatus: AdminOrderStatus;
  createdAt: string;
  orderItems: { productId: number | null; productName: string; unitPrice: number; quantity: number }[];
  /** Order total in dollars. */
  total: number;
}

/** One product line of an order: the contract's OrderLine, without the customer's `reviewed`. */
export type AdminOrderLine = Omit<OrderLine, 'reviewed'>;

/** One step of the tracking line with the moment the order reached it. */
export interface AdminOrderTimelineStep {
  step: AdminTrackingStep;
  status: AdminOrderStatus;
  done: boolean;
  at: string | null;
}

/** A whole order as the detail screen shows it (the contract's Order). */
export interface AdminOrder {
  orderId: number;
  orderStatus: AdminOrderStatus;
  createdAt: string;
  buyer: { fullName: string; contactNumber: string; email: string };
  shipping: { country: string; state: string; city: string; street: string };
  paymentMethod: {
    provider: string;
    providerName: string;
    recipientName: string;
    username: string;
    contact: string;
    instructions: string;
  };
  items: AdminOrderLine[];
  subtotal: number;
  salesTax: number;
  shippingCost: number;
  total: number;
  trackingId: string | null;
  /** YYYY-MM-DD. */
  expectedDeliveryDate: string | null;
  cancelledAt: string | null;
  timeline: AdminOrderTimelineStep[];
  /**
   * The statuses the server accepts for this order now (the API's `nextStatuses`): the only moves
   * the screen offers. Absent or empty: none.
   */
  nextStatuses?: readonly AdminOrderStatus[];
}

/** What the admin asks for when changing an order's status (the contract's UpdateOrderStatusBody). */
export interface AdminOrderStatusChange {
  status: AdminOrderStatus;
  /** Required when moving to Shipped. */
  trackingId?: string;
  /** YYYY-MM-DD, optional, when moving to Shipped. */
  expectedDeliveryDate?: string;
}

import type { OrderStatus, PaymentState, TrackingStep as TrackingLineStep } from '@idl/api-contract';
import type { Generated } from 'kysely';

// The status and payment-state lists are the contract's (packages/api-contract/src/orders.ts).
// Payment states move only forward: a late or repeated event never takes a payment back.
export type { OrderStatus, PaymentState };
/** What an order's events record: the steps of its tracking line, or its cancellation. */
export type TrackingStep = TrackingLineStep | 'Cancelled';

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  /** Set when the product has options (size or colour). */
  option_value_id: number | null;
  quantity: number;
  /** The unit price the shopper last saw for this line (0022); null: nothing to compare. */
  seen_price_cents: number | null;
  created_at: string;
  updated_at: string;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  status: OrderStatus;
  buyer_full_name: string;
  buyer_contact_number: string;
  buyer_email: string;
  shipping_country: string;
  shipping_state: string;
  shipping_city: string;
  shipping_street: string;
  payment_provider: string;
  payment_recipient_name: string;
  payment_username: string;
  payment_contact: string;
  /** JSON array of the shop's transfer methods shown to the buyer when the order was placed. */
  payment_pay_to: string | null;
  payment_state: Generated<PaymentState>;
  /** Stripe: the latest Checkout Session, the PaymentIntent that paid, the refund. */
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  paid_at: string | null;
  refunded_at: string | null;
  refund_id: string | null;
  refunded_cents: number | null;
  /** Integer cents. */
  subtotal_cents: number;
  tax_cents: number;
  shipping_cents: number;
  total_cents: number;
  tracking_id: string | null;
  /** YYYY-MM-DD. */
  expected_delivery_date: string | null;
  idempotency_key: string | null;
  /** SHA-256 of the placing request's body, to refuse the key's reuse with another body. */
  idempotency_fingerprint: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  option_value_id: number | null;
  option_value: string | null;
  /** Snapshot at placement: later catalogue edits do not rewrite history. */
  product_name: string;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: number;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  step: TrackingStep;
  created_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  rating: number;
  comment: string;
  created_at: string;
  updated_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  title: string;
  message: string;
  order_id: number | null;
  product_id: number | null;
  /** The page the notification opens (a path of the contract's sitePaths); null on older rows. */
  link: string | null;
  read_at: string | null;
  created_at: string;
}

export interface CommerceTables {
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  reviews: ReviewsTable;
  notifications: NotificationsTable;
}

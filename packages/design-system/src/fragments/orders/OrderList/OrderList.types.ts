import type { OrderStatus, PaymentState } from '@idl/api-contract';

/** One order in the list, with the field names of the API's order summary. Money in US dollars. */
export interface OrderListOrder {
  orderId: number;
  orderStatus: OrderStatus;
  /** When it was placed (ISO-8601). */
  createdAt: string;
  /** Number of lines in the order. */
  itemCount: number;
  /** Name of the first product, the card's title. */
  firstProductName: string;
  /** Picture of the first product, or null. */
  imageUrl: string | null;
  /** 320 px wide version of the image, when the server stored one (for srcset). */
  thumbnailUrl?: string | null;
  /** 800 px wide version of the image, when the server stored one (for srcset). */
  mediumUrl?: string | null;
  /** What the order cost in US dollars. */
  total: number;
  /** 'card' or 'manual-transfer' (the API's summary). */
  paymentProvider?: string;
  /** Where its payment stands; an unpaid Pending card order offers Pay Now. */
  paymentState?: PaymentState;
}

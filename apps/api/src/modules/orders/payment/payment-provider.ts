import type { PaymentState, TransferMethod } from '@idl/api-contract';

/**
 * How an order gets paid. The manual transfer is confirmed by an admin; a card provider implements
 * the same interface and confirms the payment itself (from its signed webhook).
 */
export interface PaymentDetails {
  /** The account the buyer pays FROM: the name on it. */
  recipientName: string;
  /** That account's user name or number. */
  username: string;
  /** That account's e-mail or phone. */
  contact: string;
}

/** What the buyer is told to do for one order. */
export interface PaymentRequest {
  orderId: number;
  totalCents: number;
  details: PaymentDetails;
  /** The shop's transfer methods given to the buyer when the order was placed. */
  payTo: TransferMethod[];
  /** Where the payment stands (absent: not known yet, e.g. while placing). */
  state?: PaymentState;
}

export interface PaymentProvider {
  /** The value clients send as `paymentMethod.provider`. */
  readonly id: string;
  readonly displayName: string;
  /** What the buyer has to do; shown on the order and in the confirmation e-mail. */
  instructions(request: PaymentRequest): string;
  /**
   * Called once the order is placed (inside its transaction). 'awaiting_confirmation' keeps the
   * order Pending until an admin confirms the payment by moving it to In Progress.
   */
  initiate(order: { orderId: number; totalCents: number; details: PaymentDetails }): Promise<{
    state: 'awaiting_confirmation' | 'paid';
  }>;
}

/** The words every order uses to name itself on a transfer. */
export const paymentReference = (orderId: number) => `Order #${orderId}`;

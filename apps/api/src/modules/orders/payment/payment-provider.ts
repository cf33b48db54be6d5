/**
 * How an order gets paid. The spec's only provider is a manual transfer confirmed by an admin;
 * a card provider would implement the same interface (and could confirm payment itself).
 */
export interface PaymentDetails {
  recipientName: string;
  username: string;
  contact: string;
}

export interface PaymentProvider {
  /** The value clients send as `paymentMethod.provider`. */
  readonly id: string;
  readonly displayName: string;
  /** What the buyer has to do; shown on the order and in the confirmation e-mail. */
  instructions(details: PaymentDetails): string;
  /**
   * Called once the order is placed (inside its transaction). 'awaiting_confirmation' keeps the
   * order Pending until an admin confirms the payment by moving it to In Progress.
   */
  initiate(order: { orderId: number; totalCents: number; details: PaymentDetails }): Promise<{
    state: 'awaiting_confirmation' | 'paid';
  }>;
}

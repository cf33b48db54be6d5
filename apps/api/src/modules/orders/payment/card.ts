import type { PaymentProvider } from './payment-provider';
import { formatCents } from '../../../lib/money';

/**
 * A card paid on Stripe Checkout's hosted page (no card number reaches the shop). The order
 * becomes paid and In Progress only from Stripe's signed webhook.
 */
export const cardProvider: PaymentProvider = {
  id: 'card',
  displayName: 'Card',
  instructions: ({ totalCents, state }) => {
    switch (state) {
      case 'paid':
        return `Paid ${formatCents(totalCents)} by card.`;
      case 'refunding':
        return `Your payment of ${formatCents(totalCents)} is being refunded to your card.`;
      case 'refunded':
        return `Your payment of ${formatCents(totalCents)} was refunded to your card.`;
      default:
        return (
          `Pay ${formatCents(totalCents)} by card on Stripe's secure page (Pay now on your order). ` +
          'Your order is confirmed as soon as the payment goes through.'
        );
    }
  },
  async initiate() {
    return { state: 'awaiting_confirmation' };
  },
};

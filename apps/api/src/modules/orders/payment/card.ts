import type { PaymentProvider } from './payment-provider';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

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
        return `Paid ${dollars(totalCents)} by card.`;
      case 'refunding':
        return `Your payment of ${dollars(totalCents)} is being refunded to your card.`;
      case 'refunded':
        return `Your payment of ${dollars(totalCents)} was refunded to your card.`;
      default:
        return (
          `Pay ${dollars(totalCents)} by card on Stripe's secure page (Pay now on your order). ` +
          'Your order is confirmed as soon as the payment goes through.'
        );
    }
  },
  async initiate() {
    return { state: 'awaiting_confirmation' };
  },
};

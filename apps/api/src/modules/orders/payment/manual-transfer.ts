import type { PaymentProvider } from './payment-provider';

/** A person-to-person transfer (recipient name, user name, e-mail or phone) checked by an admin. */
export const manualTransferProvider: PaymentProvider = {
  id: 'manual-transfer',
  displayName: 'Manual transfer',
  instructions: (details) =>
    `Send the total to ${details.recipientName} (${details.username}, ${details.contact}). ` +
    'Your order is confirmed once we have received the payment.',
  async initiate() {
    return { state: 'awaiting_confirmation' };
  },
};

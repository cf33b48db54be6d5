import type { TransferMethod } from '@idl/api-contract';
import { paymentReference, type PaymentProvider } from './payment-provider';
import { formatCents } from '../../../lib/money';

const describe = (method: TransferMethod) => `${method.name} to ${method.payeeName} (${method.account})`;

/**
 * A transfer to one of the shop's accounts (set in admin Settings), from the account the buyer
 * named at checkout; an admin matches it and confirms the order.
 */
export const manualTransferProvider: PaymentProvider = {
  id: 'manual-transfer',
  displayName: 'Manual transfer',
  instructions: ({ orderId, totalCents, details, payTo }) => {
    const quote = `quote "${paymentReference(orderId)}"`;
    const where =
      payTo.length > 0
        ? `Send ${formatCents(totalCents)} by ${payTo.map(describe).join(' or by ')} and ${quote} with the transfer.`
        : `We will e-mail you where to send ${formatCents(totalCents)}; ${quote} with the transfer.`;
    return (
      `${where} Pay from the account you gave us (${details.recipientName}, ${details.username}, ` +
      `${details.contact}) so we can match it. Your order is confirmed once we have received the payment.`
    );
  },
  async initiate() {
    return { state: 'awaiting_confirmation' };
  },
};

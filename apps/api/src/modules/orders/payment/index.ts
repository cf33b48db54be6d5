import { cardProvider } from './card';
import { manualTransferProvider } from './manual-transfer';
import type { PaymentProvider } from './payment-provider';

export type { PaymentDetails, PaymentProvider } from './payment-provider';

const providers: ReadonlyMap<string, PaymentProvider> = new Map(
  [manualTransferProvider, cardProvider].map((provider) => [provider.id, provider]),
);

export function findPaymentProvider(id: string): PaymentProvider | undefined {
  return providers.get(id);
}

export const paymentProviderIds = [...providers.keys()];

/** The providers a buyer may choose now: cards only when Stripe is configured. */
export const availableProviderIds = (cardsTaken: boolean) =>
  paymentProviderIds.filter((id) => cardsTaken || id !== cardProvider.id);

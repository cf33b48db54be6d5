import type { Generated } from 'kysely';

/** One way the shop accepts a transfer (Zelle, bank transfer, ...), in the order buyers see them. */
export interface ShopTransferMethodsTable {
  id: Generated<number>;
  position: number;
  name: string;
  payee_name: string;
  account: string;
  instructions: string;
  updated_at: string;
}

/** Every Stripe event applied, once each. */
export interface StripeEventsTable {
  id: string;
  type: string;
  object_id: string;
  created_at: string;
  received_at: string;
}

export interface PaymentTables {
  shop_transfer_methods: ShopTransferMethodsTable;
  stripe_events: StripeEventsTable;
}

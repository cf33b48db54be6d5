import type { Generated } from 'kysely';

export interface WarrantyEnrollmentsTable {
  id: Generated<number>;
  kind: 'patient' | 'office';
  /** IDL-P-XXXXXX (patients) or IDL-D-XXXXXX (offices). */
  reference: string;
  first_name: string;
  last_name: string | null;
  company_name: string | null;
  licence_number: string | null;
  office_reference: string | null;
  /** JSON array of service type ids. */
  service_types: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  plan_id: string;
  term_months: number;
  /** Integer cents, copied from the plan at enrolment so later price changes keep old contracts. */
  enrollment_fee_cents: number;
  monthly_charge_cents: number;
  charge_day: number;
  /** YYYY-MM-DD (UTC). */
  enrolled_on: string;
  coverage_ends_on: string;
  terms_accepted_at: string | null;
  search_text: string;
  created_at: string;
  /** Set once the enrolment pays by card (Stripe). */
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  /** The monthly charge on a card; null: dues are paid by transfer. */
  card_state: 'active' | 'failing' | 'ended' | null;
  /** YYYY-MM-DD of the last failed charge while a due stays unpaid. */
  card_failed_on: string | null;
}

export interface WarrantyDuesTable {
  id: Generated<number>;
  enrollment_id: number;
  kind: 'enrollment-fee' | 'monthly';
  due_on: string;
  amount_cents: number;
  paid_on: string | null;
  paid_at: string | null;
  paid_by: 'transfer' | 'card' | null;
  /** The Stripe invoice and payment intent that paid it (a refund names the payment intent). */
  stripe_invoice_id: string | null;
  payment_intent_id: string | null;
  charge_failed_on: string | null;
  refunded_on: string | null;
}

/** A card payment of a due that was refunded: the due is unpaid again, the money's days stay here. */
export interface WarrantyDueRefundsTable {
  id: Generated<number>;
  due_id: number;
  enrollment_id: number;
  amount_cents: number;
  /** The day the refunded payment had paid the due. */
  paid_on: string;
  refunded_on: string;
  stripe_invoice_id: string | null;
  payment_intent_id: string;
}

export interface WarrantyClaimsTable {
  id: Generated<number>;
  enrollment_id: number;
  /** What the patient quotes, e.g. IDL-C-7KQ3XM. */
  reference: string;
  office_reference: string;
  case_type: string;
  description: string;
  photo_urls: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  resolution: 'remake' | 'replacement' | null;
  rejection_reason: string | null;
  submitted_at: string;
  reviewed_at: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  message: string;
  received_at: string;
  handled_at: string | null;
}

export interface WarrantyTables {
  warranty_enrollments: WarrantyEnrollmentsTable;
  warranty_dues: WarrantyDuesTable;
  warranty_due_refunds: WarrantyDueRefundsTable;
  warranty_claims: WarrantyClaimsTable;
  contact_messages: ContactMessagesTable;
}

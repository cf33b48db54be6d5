/**
 * Plain data shapes the marketing and warranty fragments take as props. They mirror the
 * api-contract's warranty-plans.ts and warranty.ts (the design system never imports the contract),
 * so the web app can pass the contract's data straight in.
 */

/** A patient's extended-warranty plan (3, 6 or 9 years). */
export interface PatientPlan {
  id: string;
  /** Card title, e.g. '9 YEAR PLAN'. */
  title: string;
  years: number;
  termMonths: number;
  enrollmentFeeCents: number;
  monthlyChargeCents: number;
  coverage: string;
  exclusions: string;
}

/** A doctor office's plan (trial or a monthly pricing plan). */
export interface DoctorPlan {
  id: string;
  name: string;
  monthlyChargeCents: number;
  enrollmentFeeCents: number;
  termMonths: number;
  /** null means unlimited. */
  patientsPerMonth: number | null;
  descriptionLines: readonly string[];
}

/** One of the doctor registration form's service type check boxes. */
export interface DoctorServiceType {
  id: string;
  label: string;
}

/** The announced (not yet open) referral plan. */
export interface DoctorReferralPlan {
  name: string;
  monthlyChargeCents: number;
  note: string;
  comingSoon: boolean;
}

/** A case the warranty covers and what the patient gets. */
export interface WarrantyCase {
  id: string;
  label: string;
  remedy: string;
}

export type DueStatus = 'paid' | 'due' | 'overdue';

/** One line of an enrolment's payment schedule (amount in dollars, as the API sends it). */
export interface WarrantyDue {
  id: number;
  kind: 'enrollment-fee' | 'monthly';
  /** ISO date YYYY-MM-DD. */
  dueOn: string;
  amount: number;
  status: DueStatus;
  paidOn: string | null;
  /** How it was paid: a transfer the lab recorded, or the card on file (Stripe). */
  paidBy?: 'transfer' | 'card' | null;
  /** The day a card charge for it was declined (it stays unpaid until a charge goes through). */
  chargeFailedOn?: string | null;
  /** The day its card payment was refunded (it is unpaid again). */
  refundedOn?: string | null;
}

export type ClaimStatus = 'pending' | 'approved' | 'rejected';

/** A warranty claim as the API returns it. */
export interface WarrantyClaim {
  /** What the patient quotes, e.g. IDL-C-7KQ3XM. */
  reference: string;
  id: number;
  caseType: string;
  caseLabel: string;
  officeReference: string;
  description: string;
  photoUrls: readonly string[];
  status: ClaimStatus;
  resolution: 'remake' | 'replacement' | null;
  rejectionReason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
}

/** A patient or office enrolment with its dues and claims. */
export interface WarrantyEnrollment {
  id: number;
  kind: 'patient' | 'office';
  reference: string;
  firstName: string;
  lastName: string | null;
  companyName: string | null;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  planTitle: string;
  termMonths: number;
  /** Dollars. */
  enrollmentFee: number;
  monthlyCharge: number;
  chargeDay: number;
  enrolledOn: string;
  coverageEndsOn: string;
  dues: readonly WarrantyDue[];
  claims: readonly WarrantyClaim[];
  /** The monthly charge on a card, with where to change the card; null or absent: by transfer. */
  card?: (WarrantyCardSubscription & { updateCardPath: string }) | null;
}

/**
 * The monthly charge on a card (a Stripe subscription): active, failing (a charge was declined;
 * Stripe tries again), or ended (after the term, or cancelled).
 */
export interface WarrantyCardSubscription {
  state: 'active' | 'failing' | 'ended';
  /** ISO day of the declined charge, while failing. */
  failedOn: string | null;
}

/** A row of the admin enrolments list. */
export interface WarrantyEnrollmentSummary {
  id: number;
  kind: 'patient' | 'office';
  reference: string;
  name: string;
  email: string;
  planTitle: string;
  enrolledOn: string;
  overdueDues: number;
  /** The monthly charge on a card; null (or absent) when dues are paid by transfer. */
  card?: WarrantyCardSubscription | null;
}

/** Where a form is: being filled in, sending, or sent. */
export type FormStatus = 'idle' | 'busy' | 'sent';

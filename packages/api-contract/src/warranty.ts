import { z } from 'zod';
import { API_PREFIX } from './paths';
import { recordIdSchema } from './record-id';
import {
  addressField,
  cityField,
  emailField,
  isoDate,
  pageOf,
  pageQuerySchema,
  personName,
  phoneField,
  referenceField,
  zipField,
} from './warranty-fields';
import {
  doctorPlanIds,
  doctorServiceTypeByPlan,
  doctorServiceTypeIds,
  MAX_CHARGE_DAY,
  MIN_CHARGE_DAY,
  patientPlanIds,
  warrantyCaseTypes,
} from './warranty-plans';

export * from './warranty-plans';

const WARRANTY = `${API_PREFIX}/api/warranty` as const;
const ADMIN_WARRANTY = `${API_PREFIX}/api/admin/warranty` as const;

export const warrantyPaths = {
  patientEnrollments: `${WARRANTY}/patient-enrollments`,
  /** POST { reference, email }: the enrolment with its dues and claims. */
  patientEnrollmentLookup: `${WARRANTY}/patient-enrollments/lookup`,
  /** POST { reference, email }: the contract as application/pdf. */
  patientContract: `${WARRANTY}/patient-enrollments/contract`,
  officeEnrollments: `${WARRANTY}/office-enrollments`,
  claims: `${WARRANTY}/claims`,
  /**
   * POST multipart/form-data: fields `reference` and `email` (they must match a patient enrolment)
   * and one image `file`; answers where the stored photo lives, for a claim's `photoUrls`.
   */
  claimPhotos: `${WARRANTY}/claim-photos`,
  /**
   * POST { reference, email } (cards taken only): a Stripe Checkout page that pays what is due now
   * and sets up the monthly charge until the end of the term; answers its address.
   */
  cardSubscription: `${WARRANTY}/patient-enrollments/card-subscription`,
  /** GET ?enrollmentId&token (the link an enrolment's look-up and e-mails carry): Stripe's page to update the card. */
  cardPortal: `${WARRANTY}/card-portal`,
  adminEnrollments: `${ADMIN_WARRANTY}/enrollments`,
  adminEnrollment: `${ADMIN_WARRANTY}/enrollments/{enrollmentId}`,
  adminDuePayment: `${ADMIN_WARRANTY}/dues/{dueId}/payment`,
  adminClaims: `${ADMIN_WARRANTY}/claims`,
  adminClaimReview: `${ADMIN_WARRANTY}/claims/{claimId}/review`,
} as const;

// ---------- requests ----------

export const patientEnrollmentRequestSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    phone: phoneField,
    email: emailField,
    address: addressField,
    city: cityField,
    zip: zipField,
    plan: z.enum(patientPlanIds, 'Choose the 3, 6 or 9 year plan'),
    chargeDay: z
      .int('Choose a day of the month from 1 to 28')
      .min(MIN_CHARGE_DAY, 'Choose a day of the month from 1 to 28')
      .max(MAX_CHARGE_DAY, 'Choose a day of the month from 1 to 28'),
  })
  .meta({ id: 'PatientEnrollmentRequest' });
export type PatientEnrollmentRequest = z.input<typeof patientEnrollmentRequestSchema>;

export const officeEnrollmentRequestSchema = z
  .object({
    firstName: personName('First name'),
    companyName: personName('Company name'),
    email: emailField,
    phone: phoneField,
    address: addressField,
    city: cityField,
    zip: zipField,
    licenceNumber: z
      .string({ error: 'Licence number is required' })
      .trim()
      .min(3, 'Licence number is required')
      .max(40, 'Licence number must be at most 40 characters'),
    /** The office's existing reference number, if it has one. */
    officeReference: z.string().trim().max(40, 'At most 40 characters').optional(),
    serviceTypes: z
      .array(z.enum(doctorServiceTypeIds, 'Unknown service type'))
      .optional()
      .describe('Optional and deprecated: the plan decides it; when sent it must be the plan’s own'),
    plan: z.enum(doctorPlanIds, 'Choose a plan'),
    acceptTerms: z.literal(true, 'Please accept the terms to enrol'),
  })
  .superRefine((form, context) => {
    // A tick box and the plan could disagree, and the office was enrolled on the plan unseen.
    const own = doctorServiceTypeByPlan[form.plan];
    if (form.serviceTypes && (form.serviceTypes.length !== 1 || form.serviceTypes[0] !== own)) {
      context.addIssue({
        code: 'custom',
        path: ['serviceTypes'],
        message: 'The service type follows the plan: choose the plan only',
      });
    }
  })
  .meta({ id: 'OfficeEnrollmentRequest' });
export type OfficeEnrollmentRequest = z.input<typeof officeEnrollmentRequestSchema>;

export const enrollmentLookupRequestSchema = z
  .object({ reference: referenceField, email: emailField })
  .meta({ id: 'EnrollmentLookupRequest' });
export type EnrollmentLookupRequest = z.input<typeof enrollmentLookupRequestSchema>;

const photoUrl = z
  .string()
  .trim()
  .max(500, 'A photo address must be at most 500 characters')
  .regex(/^(https?:\/\/|\/)\S+$/, 'A photo must be an uploaded image address');

/** A photo stored for a claim: `imageUrl` goes into the claim's `photoUrls`. */
export const claimPhotoSchema = z
  .object({
    imageUrl: z.string(),
    thumbnailUrl: z.string().describe('320 px wide version'),
  })
  .meta({ id: 'WarrantyClaimPhoto' });
export type ClaimPhoto = z.infer<typeof claimPhotoSchema>;

export const claimRequestSchema = z
  .object({
    reference: referenceField,
    email: emailField,
    officeReference: z
      .string({ error: "The dentist office's reference number is required" })
      .trim()
      .min(1, "The dentist office's reference number is required")
      .max(40, 'At most 40 characters'),
    caseType: z.enum(warrantyCaseTypes, 'Choose what happened'),
    description: z
      .string({ error: 'Description is required' })
      .trim()
      .min(10, 'Describe the problem in at least 10 characters')
      .max(2000, 'The description must be at most 2000 characters'),
    photoUrls: z.array(photoUrl).max(6, 'At most 6 photos').default([]),
  })
  .meta({ id: 'WarrantyClaimRequest' });
export type ClaimRequest = z.input<typeof claimRequestSchema>;

export const claimReviewRequestSchema = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('approve'), resolution: z.enum(['remake', 'replacement']) }),
    z.object({
      decision: z.literal('reject'),
      reason: z
        .string({ error: 'Give the reason for the rejection' })
        .trim()
        .min(3, 'Give the reason for the rejection')
        .max(1000, 'At most 1000 characters'),
    }),
  ])
  .meta({ id: 'WarrantyClaimReview' });
export type ClaimReviewRequest = z.input<typeof claimReviewRequestSchema>;

export const adminEnrollmentsQuerySchema = pageQuerySchema.extend({
  kind: z.enum(['patient', 'office']).optional(),
  /** Matches the reference, name, company or e-mail (case-insensitive, contains). */
  search: z.string().trim().max(100).optional(),
});
export const adminClaimsQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});

export const enrollmentIdParamsSchema = z.object({ enrollmentId: recordIdSchema });
export const dueIdParamsSchema = z.object({ dueId: recordIdSchema });
export const claimIdParamsSchema = z.object({ claimId: recordIdSchema });

// ---------- responses ----------

export const dueStatuses = ['paid', 'due', 'overdue'] as const;
export const dueSchema = z
  .object({
    id: z.int(),
    kind: z.enum(['enrollment-fee', 'monthly']),
    dueOn: isoDate,
    /** Dollars. */
    amount: z.number(),
    /** paid; due (today or later); overdue (an unpaid date before today). */
    status: z.enum(dueStatuses),
    paidOn: isoDate.nullable(),
    /** How it was paid; null while unpaid. */
    paidBy: z.enum(['transfer', 'card']).nullable(),
    /** The day its card charge last failed, while it stays unpaid. */
    chargeFailedOn: isoDate.nullable(),
    /** The day its card payment was refunded (it is unpaid again). */
    refundedOn: isoDate.nullable(),
  })
  .meta({ id: 'WarrantyDue' });
export type WarrantyDue = z.infer<typeof dueSchema>;

/**
 * The monthly charge on a card (a Stripe subscription): active, failing (a charge was declined and
 * Stripe tries again; the card can be updated), or ended (after the term, or cancelled).
 */
export const cardSubscriptionStates = ['active', 'failing', 'ended'] as const;
export type CardSubscriptionState = (typeof cardSubscriptionStates)[number];

export const cardSubscriptionSchema = z
  .object({
    state: z.enum(cardSubscriptionStates),
    /** The day the last charge failed, while it is not paid. */
    failedOn: isoDate.nullable(),
  })
  .meta({ id: 'WarrantyCardSubscription' });
export type CardSubscription = z.infer<typeof cardSubscriptionSchema>;

export const cardSubscriptionStartSchema = z
  .object({ url: z.string().describe('Stripe Checkout’s page: send the browser there') })
  .meta({ id: 'WarrantyCardSubscriptionStart' });

export const cardPortalQuerySchema = z.object({
  enrollmentId: recordIdSchema,
  token: z.string().trim().min(10).max(200),
});

export const claimSchema = z
  .object({
    id: z.int(),
    reference: z.string().describe('What the patient quotes, e.g. IDL-C-7KQ3XM'),
    caseType: z.enum(warrantyCaseTypes),
    caseLabel: z.string(),
    officeReference: z.string(),
    description: z.string(),
    photoUrls: z.array(z.string()),
    status: z.enum(['pending', 'approved', 'rejected']),
    resolution: z.enum(['remake', 'replacement']).nullable(),
    rejectionReason: z.string().nullable(),
    submittedAt: z.string(),
    reviewedAt: z.string().nullable(),
  })
  .meta({ id: 'WarrantyClaim' });
export type WarrantyClaim = z.infer<typeof claimSchema>;

export const enrollmentSchema = z
  .object({
    id: z.int(),
    kind: z.enum(['patient', 'office']),
    reference: z.string(),
    firstName: z.string(),
    /** Patients only. */
    lastName: z.string().nullable(),
    /** Offices only. */
    companyName: z.string().nullable(),
    licenceNumber: z.string().nullable(),
    officeReference: z.string().nullable(),
    serviceTypes: z.array(z.string()),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    planId: z.string(),
    planTitle: z.string(),
    termMonths: z.int(),
    /** Dollars. */
    enrollmentFee: z.number(),
    monthlyCharge: z.number(),
    chargeDay: z.int(),
    enrolledOn: isoDate,
    /** The last day the warranty covers. */
    coverageEndsOn: isoDate,
    dues: z.array(dueSchema),
    claims: z.array(claimSchema),
    /** The monthly charge on a card; null when dues are paid by transfer. */
    card: cardSubscriptionSchema
      .extend({
        updateCardPath: z.string().describe('Opens Stripe’s page to change the card (a site path)'),
      })
      .nullable(),
  })
  .meta({ id: 'WarrantyEnrollment' });
export type WarrantyEnrollment = z.infer<typeof enrollmentSchema>;

export const enrollmentSummarySchema = z
  .object({
    id: z.int(),
    kind: z.enum(['patient', 'office']),
    reference: z.string(),
    name: z.string(),
    email: z.string(),
    planTitle: z.string(),
    enrolledOn: isoDate,
    overdueDues: z.int(),
    /** The monthly charge on a card; null when paid by transfer. */
    card: cardSubscriptionSchema.nullable(),
  })
  .meta({ id: 'WarrantyEnrollmentSummary' });
export const enrollmentPageSchema = pageOf(enrollmentSummarySchema);

export const adminClaimSchema = claimSchema
  .extend({ enrollmentId: z.int(), reference: z.string(), patientName: z.string(), email: z.string() })
  .meta({ id: 'WarrantyAdminClaim' });
export const adminClaimPageSchema = pageOf(adminClaimSchema);

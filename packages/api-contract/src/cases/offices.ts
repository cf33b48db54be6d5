import { z } from 'zod';
import { API_PREFIX } from '../paths';
import { recordIdSchema } from '../record-id';
import {
  addressField,
  cityField,
  pageOf,
  pageQuerySchema,
  personName,
  phoneField,
  zipField,
} from '../warranty-fields';

const OFFICES = `${API_PREFIX}/api/offices` as const;
const ADMIN_OFFICES = `${API_PREFIX}/api/admin/offices` as const;

export const officesPaths = {
  /** POST: the signed-in account signs its office up; GET: the account's office. */
  myOffice: `${OFFICES}/mine`,
  adminOffices: ADMIN_OFFICES,
  adminOfficeReview: `${ADMIN_OFFICES}/{officeId}/review`,
} as const;

/** An office sends cases once an administrator has checked its licence. */
export const officeStatuses = ['pending', 'verified', 'rejected'] as const;
export type OfficeStatus = (typeof officeStatuses)[number];

export const MAX_OFFICE_DENTISTS = 20;

export const officeSignUpRequestSchema = z
  .object({
    practiceName: personName('Practice name'),
    licenceNumber: z
      .string({ error: 'Licence number is required' })
      .trim()
      .min(3, 'Licence number is required')
      .max(40, 'Licence number must be at most 40 characters'),
    phone: phoneField,
    address: addressField,
    city: cityField,
    zip: zipField,
    dentists: z
      .array(personName('Each dentist’s name'), 'List the dentists who send cases')
      .min(1, 'Name at least one dentist who sends cases')
      .max(MAX_OFFICE_DENTISTS, `Name at most ${MAX_OFFICE_DENTISTS} dentists`),
  })
  .meta({
    id: 'OfficeSignUpRequest',
    example: {
      practiceName: 'Bayfront Dental',
      licenceNumber: 'DN12345',
      phone: '+1 305 555 0101',
      address: '100 Biscayne Blvd',
      city: 'Miami',
      zip: '33132',
      dentists: ['Dr. Ana Ruiz', 'Dr. Tom Lee'],
    },
  });
export type OfficeSignUpRequest = z.input<typeof officeSignUpRequestSchema>;

export const officeDentistSchema = z.object({ id: z.int(), name: z.string() });
export type OfficeDentist = z.infer<typeof officeDentistSchema>;

/** An office enrolment in the extended warranty (IDL-D) that shares the office's licence number. */
export const officeWarrantyEnrollmentSchema = z.object({
  reference: z.string().describe('IDL-D-XXXXXX'),
  planId: z.string(),
  enrolledOn: z.string().describe('YYYY-MM-DD'),
  coverageEndsOn: z.string().describe('YYYY-MM-DD'),
});
export type OfficeWarrantyEnrollment = z.infer<typeof officeWarrantyEnrollmentSchema>;

export const officeSchema = z
  .object({
    id: z.int(),
    practiceName: z.string(),
    licenceNumber: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    /** The account that signed the office up: it sends and follows the office's cases. */
    email: z.string(),
    dentists: z.array(officeDentistSchema),
    status: z.enum(officeStatuses),
    /** Why an administrator refused the office, when it did. */
    rejectionReason: z.string().nullable(),
    warrantyEnrollments: z
      .array(officeWarrantyEnrollmentSchema)
      .describe(
        'The office’s extended-warranty enrolments (IDL-D), matched by its licence number: shown to the office once the lab has verified its licence, and always to administrators',
      ),
    createdAt: z.string().describe('ISO-8601 UTC'),
    reviewedAt: z.string().nullable().describe('ISO-8601 UTC'),
  })
  .meta({ id: 'Office' });
export type Office = z.infer<typeof officeSchema>;

export const officeReviewRequestSchema = z
  .discriminatedUnion(
    'decision',
    [
      z.object({ decision: z.literal('verify') }),
      z.object({
        decision: z.literal('reject'),
        reason: z
          .string({ error: 'Give the reason for the rejection' })
          .trim()
          .min(3, 'Give the reason for the rejection')
          .max(1000, 'At most 1000 characters'),
      }),
    ],
    'Choose to verify or reject the office',
  )
  .meta({ id: 'OfficeReview' });
export type OfficeReviewRequest = z.input<typeof officeReviewRequestSchema>;

export const adminOfficesQuerySchema = pageQuerySchema.extend({
  status: z.enum(officeStatuses).optional().describe('pending: the offices waiting for verification'),
});
export const officeIdParamsSchema = z.object({ officeId: recordIdSchema });
export const officePageSchema = pageOf(officeSchema).meta({ id: 'OfficePage' });

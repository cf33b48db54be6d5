import {
  adminClaimPageSchema,
  contactMessagePageSchema,
  enrollmentPageSchema,
  enrollmentSchema,
  paymentOptionsSchema,
  paymentsPaths,
  type TransferMethodInput,
  type WarrantyClaim,
  type WarrantyDue,
  type WarrantyEnrollment,
} from '@idl/api-contract';
import { http, HttpResponse } from 'msw';

/** Test data for the warranty screens, parsed with the contract's schemas so it is what the API sends. */
export function anEnrollment(overrides: Partial<WarrantyEnrollment> = {}): WarrantyEnrollment {
  const unpaid = { paidOn: null, paidBy: null, chargeFailedOn: null, refundedOn: null };
  const dues: WarrantyDue[] = [
    {
      id: 11,
      kind: 'enrollment-fee',
      dueOn: '2026-01-15',
      amount: 99,
      status: 'paid',
      paidOn: '2026-01-15',
      paidBy: 'transfer',
      chargeFailedOn: null,
      refundedOn: null,
    },
    { id: 12, kind: 'monthly', dueOn: '2026-02-15', amount: 15, status: 'overdue', ...unpaid },
    { id: 13, kind: 'monthly', dueOn: '2026-03-15', amount: 15, status: 'due', ...unpaid },
  ];
  return enrollmentSchema.parse({
    id: 7,
    kind: 'patient',
    reference: 'IDL-P-7K3M9Q',
    firstName: 'Maria',
    lastName: 'Lopez',
    companyName: null,
    licenceNumber: null,
    officeReference: null,
    serviceTypes: [],
    email: 'maria.lopez@example.com',
    phone: '+1 305 555 0101',
    address: '100 Biscayne Blvd',
    city: 'Miami',
    zip: '33132',
    planId: '3-year',
    planTitle: '3 YEAR PLAN',
    termMonths: 36,
    enrollmentFee: 99,
    monthlyCharge: 15,
    chargeDay: 15,
    enrolledOn: '2026-01-15',
    coverageEndsOn: '2029-01-14',
    dues,
    claims: [],
    card: null,
    ...overrides,
  });
}

export function aClaim(overrides: Partial<WarrantyClaim> = {}): WarrantyClaim {
  return {
    id: 31,
    reference: 'IDL-C-4TR2WX',
    caseType: 'chipped-crown',
    caseLabel: 'Chipped crown',
    officeReference: 'IDL-O-4TR2WX',
    description: 'The upper left crown chipped while eating.',
    photoUrls: [],
    status: 'pending',
    resolution: null,
    rejectionReason: null,
    submittedAt: '2026-03-01T10:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

export const enrollmentPage = (items: unknown[], total = items.length) =>
  enrollmentPageSchema.parse({ items, total, page: 0, size: 20 });

export const adminClaimPage = (items: unknown[]) =>
  adminClaimPageSchema.parse({ items, total: items.length, page: 0, size: 20 });

export const contactMessagePage = (items: unknown[]) =>
  contactMessagePageSchema.parse({ items, total: items.length, page: 0, size: 20 });

export const validationError = (details: Array<{ field: string; message: string }>) => ({
  code: 'VALIDATION_ERROR',
  message: 'Some fields are not valid',
  details,
});

/**
 * The shop's payment options (its transfer accounts, no card), which the look-up asks for once an
 * enrolment with unpaid dues is shown; `onCall` hears each request.
 */
export const paymentOptionsHandler = (
  transferMethods: TransferMethodInput[] = [],
  onCall = () => {},
  card = false,
) =>
  http.get(`*${paymentsPaths.paymentOptions}`, () => {
    onCall();
    return HttpResponse.json(paymentOptionsSchema.parse({ transferMethods, card }));
  });

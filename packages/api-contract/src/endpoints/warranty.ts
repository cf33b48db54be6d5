import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  adminClaimPageSchema,
  adminClaimsQuerySchema,
  adminEnrollmentsQuerySchema,
  cardPortalQuerySchema,
  cardSubscriptionStartSchema,
  claimIdParamsSchema,
  claimPhotoSchema,
  claimRequestSchema,
  claimReviewRequestSchema,
  claimSchema,
  dueIdParamsSchema,
  enrollmentIdParamsSchema,
  enrollmentLookupRequestSchema,
  enrollmentPageSchema,
  enrollmentSchema,
  officeEnrollmentRequestSchema,
  patientEnrollmentRequestSchema,
  warrantyPaths,
} from '../warranty';

/** The extended warranty: enrolment, look-up, contract, card payments and claims; the back office. */
export const warrantyEndpoints = {
  enrolPatient: endpoint({
    method: 'POST',
    path: warrantyPaths.patientEnrollments,
    status: 201,
    body: patientEnrollmentRequestSchema,
    response: enrollmentSchema,
  }),
  enrolOffice: endpoint({
    method: 'POST',
    path: warrantyPaths.officeEnrollments,
    status: 201,
    body: officeEnrollmentRequestSchema,
    response: enrollmentSchema,
  }),
  lookUp: endpoint({
    method: 'POST',
    path: warrantyPaths.patientEnrollmentLookup,
    body: enrollmentLookupRequestSchema,
    response: enrollmentSchema,
  }),
  contract: endpoint({
    method: 'POST',
    path: warrantyPaths.patientContract,
    body: enrollmentLookupRequestSchema,
    response: z
      .custom<Uint8Array>((value) => value instanceof Uint8Array)
      .describe('The contract, application/pdf'),
    file: 'application/pdf',
  }),
  cardSubscription: endpoint({
    method: 'POST',
    path: warrantyPaths.cardSubscription,
    body: enrollmentLookupRequestSchema,
    response: cardSubscriptionStartSchema,
  }),
  /** The signed link of the look-up and the e-mails: answers 303 to Stripe's page. */
  cardPortal: endpoint({
    method: 'GET',
    path: warrantyPaths.cardPortal,
    status: 303,
    query: cardPortalQuerySchema,
    response: z.null(),
  }),
  fileClaim: endpoint({
    method: 'POST',
    path: warrantyPaths.claims,
    status: 201,
    body: claimRequestSchema,
    response: claimSchema,
  }),
  /** Fields `reference` and `email` (of a patient enrolment) and one image `file`. */
  claimPhoto: endpoint({
    method: 'POST',
    path: warrantyPaths.claimPhotos,
    status: 201,
    multipart: true,
    response: claimPhotoSchema,
  }),

  adminEnrollments: endpoint({
    method: 'GET',
    path: warrantyPaths.adminEnrollments,
    query: adminEnrollmentsQuerySchema,
    response: enrollmentPageSchema,
  }),
  adminEnrollment: endpoint({
    method: 'GET',
    path: warrantyPaths.adminEnrollment,
    params: enrollmentIdParamsSchema,
    response: enrollmentSchema,
  }),
  recordDuePayment: endpoint({
    method: 'POST',
    path: warrantyPaths.adminDuePayment,
    params: dueIdParamsSchema,
    response: enrollmentSchema,
  }),
  adminClaims: endpoint({
    method: 'GET',
    path: warrantyPaths.adminClaims,
    query: adminClaimsQuerySchema,
    response: adminClaimPageSchema,
  }),
  reviewClaim: endpoint({
    method: 'POST',
    path: warrantyPaths.adminClaimReview,
    params: claimIdParamsSchema,
    body: claimReviewRequestSchema,
    response: claimSchema,
  }),
};

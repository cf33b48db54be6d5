import { endpoint } from '../endpoint';
import {
  adminOfficesQuerySchema,
  officeIdParamsSchema,
  officePageSchema,
  officeReviewRequestSchema,
  officeSchema,
  officeSignUpRequestSchema,
  officesPaths,
} from '../cases';

/** Dentist offices: an account signs its office up; an administrator verifies it before its first case. */
export const officesEndpoints = {
  signUpOffice: endpoint({
    method: 'POST',
    path: officesPaths.myOffice,
    status: 201,
    body: officeSignUpRequestSchema,
    response: officeSchema,
  }),
  myOffice: endpoint({ method: 'GET', path: officesPaths.myOffice, response: officeSchema }),

  adminOffices: endpoint({
    method: 'GET',
    path: officesPaths.adminOffices,
    query: adminOfficesQuerySchema,
    response: officePageSchema,
  }),
  reviewOffice: endpoint({
    method: 'POST',
    path: officesPaths.adminOfficeReview,
    params: officeIdParamsSchema,
    body: officeReviewRequestSchema,
    response: officeSchema,
  }),
};

import { officeSchema, type Office, type OfficeStatus } from '@idl/api-contract';
import { http, HttpResponse } from 'msw';
import { server } from './server';
import { api, apiError } from './shop-data';

/** Bayfront Dental, the signed-in account's office, in the state a test needs. */
export const bayfrontOffice = (status: OfficeStatus = 'verified', overrides: Partial<Office> = {}): Office =>
  officeSchema.parse({
    id: 3,
    practiceName: 'Bayfront Dental',
    licenceNumber: 'DN12345',
    phone: '+1 305 555 0101',
    address: '100 Biscayne Blvd',
    city: 'Miami',
    zip: '33132',
    email: 'ada@example.com',
    dentists: [
      { id: 4, name: 'Dr. Ana Ruiz' },
      { id: 5, name: 'Dr. Tom Lee' },
    ],
    status,
    rejectionReason: status === 'rejected' ? 'The licence number does not match the board’s records.' : null,
    warrantyEnrollments: [],
    createdAt: '2026-11-27T15:00:00.000Z',
    reviewedAt: status === 'pending' ? null : '2026-11-28T15:00:00.000Z',
    ...overrides,
  });

/** The account's office as GET /api/offices/mine answers it; null: the account has none (404). */
export function answerOffice(office: Office | null) {
  server.use(
    http.get(api('/api/offices/mine'), () =>
      office
        ? HttpResponse.json(office)
        : apiError(404, 'NOT_FOUND', 'An office of this account was not found.'),
    ),
  );
}

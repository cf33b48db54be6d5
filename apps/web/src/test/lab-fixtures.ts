import { officeSchema, type Office } from '@idl/api-contract';

/** A dentist office as the admin API answers it; `overrides` change any field. */
export function anOffice(overrides: Partial<Office> = {}): Office {
  return officeSchema.parse({
    id: 11,
    practiceName: 'Bayfront Dental',
    licenceNumber: 'DN12345',
    phone: '+1 305 555 0101',
    address: '100 Biscayne Blvd',
    city: 'Miami',
    zip: '33132',
    email: 'front@bayfront.test',
    dentists: [
      { id: 21, name: 'Dr. Ana Ruiz' },
      { id: 22, name: 'Dr. Tom Lee' },
    ],
    status: 'pending',
    rejectionReason: null,
    warrantyEnrollments: [
      {
        reference: 'IDL-D-4F7K2Q',
        planId: 'diamond-175',
        enrolledOn: '2026-02-03',
        coverageEndsOn: '2027-02-03',
      },
    ],
    createdAt: '2026-11-27T14:05:00.000Z',
    reviewedAt: null,
    ...overrides,
  });
}

/** A page of offices as GET /api/admin/offices answers it. */
export const officePage = (items: Office[]) => ({ items, total: items.length, page: 0, size: 100 });

import { officeSchema, type Office } from '@idl/api-contract';

const base = {
  phone: '+1 305 555 0101',
  city: 'Miami',
  zip: '33132',
  rejectionReason: null,
  warrantyEnrollments: [],
  reviewedAt: null,
};

export const pendingOffice: Office = officeSchema.parse({
  ...base,
  id: 11,
  practiceName: 'Bayfront Dental',
  licenceNumber: 'DN12345',
  address: '100 Biscayne Blvd',
  email: 'front@bayfront.test',
  dentists: [
    { id: 21, name: 'Dr. Ana Ruiz' },
    { id: 22, name: 'Dr. Tom Lee' },
  ],
  status: 'pending',
  warrantyEnrollments: [
    {
      reference: 'IDL-D-4F7K2Q',
      planId: 'diamond-175',
      enrolledOn: '2026-02-03',
      coverageEndsOn: '2027-02-03',
    },
  ],
  createdAt: '2026-11-27T14:05:00.000Z',
});

export const secondPendingOffice: Office = officeSchema.parse({
  ...base,
  id: 12,
  practiceName: 'Coral Gables Smiles',
  licenceNumber: 'DN67890',
  phone: '+1 305 555 0144',
  address: '2500 Ponce de Leon Blvd',
  city: 'Coral Gables',
  zip: '33134',
  email: 'hello@cgsmiles.test',
  dentists: [{ id: 23, name: 'Dr. Maya Chen' }],
  status: 'pending',
  createdAt: '2026-11-28T09:30:00.000Z',
});

export const verifiedOffice: Office = officeSchema.parse({
  ...base,
  id: 8,
  practiceName: 'Kendall Smile Center',
  licenceNumber: 'DN11111',
  address: '8900 N Kendall Dr',
  zip: '33176',
  email: 'office@kendallsmile.test',
  dentists: [{ id: 15, name: 'Dr. Luis Ortega' }],
  status: 'verified',
  createdAt: '2026-10-02T12:00:00.000Z',
  reviewedAt: '2026-10-03T15:00:00.000Z',
});

export const rejectedOffice: Office = officeSchema.parse({
  ...base,
  id: 9,
  practiceName: 'Brickell Teeth',
  licenceNumber: 'XX0000',
  address: '1 Brickell Ave',
  zip: '33131',
  email: 'info@brickellteeth.test',
  dentists: [{ id: 17, name: 'Dr. Sam Doe' }],
  status: 'rejected',
  rejectionReason: 'The licence number is not on the Florida Board of Dentistry’s register.',
  createdAt: '2026-10-20T12:00:00.000Z',
  reviewedAt: '2026-10-21T15:00:00.000Z',
});

export const longTextOffice: Office = officeSchema.parse({
  ...base,
  id: 13,
  practiceName: 'The Greater Miami-Dade Family and Cosmetic Dentistry Associates of Biscayne Bay',
  licenceNumber: 'DN-2026-000000000000000000004211',
  address: '12345 Northwest South River Drive, Building C, Suite 1100, Medley Industrial Park',
  email: 'the.front.desk.of.a.very.long.practice.name@greater-miami-dade-family-dentistry.test',
  dentists: Array.from({ length: 8 }, (_, index) => ({
    id: 40 + index,
    name: `Dr. Alexandria Montgomery-${index + 1}`,
  })),
  status: 'pending',
  createdAt: '2026-11-28T10:00:00.000Z',
});

export const offices: readonly Office[] = [
  verifiedOffice,
  pendingOffice,
  rejectedOffice,
  secondPendingOffice,
];

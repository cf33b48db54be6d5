import { caseSchema, type Case, type CaseSummary, type Office } from '@idl/api-contract';
import { bayfrontOffice } from './case-data';

/** An office awaiting verification as the admin API answers it, with a warranty enrolment. */
export const anOffice = (overrides: Partial<Office> = {}): Office =>
  bayfrontOffice(overrides.status ?? 'pending', {
    id: 11,
    warrantyEnrollments: [
      {
        reference: 'IDL-D-4F7K2Q',
        planId: 'diamond-175',
        enrolledOn: '2026-02-03',
        coverageEndsOn: '2027-02-03',
      },
    ],
    ...overrides,
  });

/** A page of offices as GET /api/admin/offices answers it. */
export const officePage = (items: Office[]) => ({ items, total: items.length, page: 0, size: 100 });

/** A case as the admin API answers it; `overrides` change any field. */
export function aCase(overrides: Partial<Case> = {}): Case {
  return caseSchema.parse({
    id: 2041,
    officeId: 11,
    practiceName: 'Bayfront Dental',
    dentist: { id: 21, name: 'Dr. Ana Ruiz' },
    product: { id: 12, name: 'Zirconia Bridge' },
    patientReference: 'JD-1041',
    kind: 'bridge',
    teeth: [3, 4, 5],
    price: 540,
    rush: false,
    rushSurcharge: 0,
    receivedOn: '2026-11-24',
    dueDate: '2026-12-08',
    stage: 'design',
    holdQuestion: null,
    createdAt: '2026-11-24T14:05:00.000Z',
    material: 'zirconia',
    shade: { system: 'vita_classical', shade: 'A2' },
    notes: { margins: 'Chamfer on 3 and 5' },
    timeline: [
      { kind: 'received', stage: 'received', note: null, by: 'Dr. Ana Ruiz', at: '2026-11-24T14:05:00.000Z' },
      { kind: 'advanced', stage: 'design', note: null, by: 'Grace Hopper', at: '2026-11-25T13:30:00.000Z' },
    ],
    ...overrides,
  });
}

/** A page of case summaries as GET /api/admin/cases answers it. */
export const casePage = (items: CaseSummary[]) => ({ items, total: items.length, page: 0, size: 100 });

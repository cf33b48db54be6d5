import { caseSchema, officeSchema, type Case, type Office, type OfficeStatus } from '@idl/api-contract';
import { http, HttpResponse } from 'msw';
import { server } from './server';
import { api, product } from './shop-data';

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

/** The account's office as GET /api/offices/mine answers it; null: the account has none. */
export function answerOffice(office: Office | null) {
  server.use(http.get(api('/api/offices/mine'), () => HttpResponse.json(office)));
}

/** A case of Bayfront Dental as the API answers it (the list's and the page's). */
export const bayfrontCase = (id: number, overrides: Partial<Case> = {}): Case =>
  caseSchema.parse({
    id,
    officeId: 3,
    practiceName: 'Bayfront Dental',
    dentist: { id: 4, name: 'Dr. Ana Ruiz' },
    product: { id: 12, name: 'Zirconia Bridge' },
    patientReference: 'JD-1042',
    kind: 'bridge',
    teeth: [3, 4, 5],
    price: 567,
    rush: false,
    rushSurcharge: 0,
    receivedOn: '2026-12-01',
    dueDate: '2026-12-15',
    stage: 'received',
    holdQuestion: null,
    createdAt: '2026-12-01T15:00:00.000Z',
    material: 'zirconia',
    shade: { system: 'vita_classical', shade: 'A2' },
    notes: { margins: 'Chamfer on 3 and 5' },
    timeline: [
      { kind: 'received', stage: 'received', note: null, by: 'Ana Ruiz', at: '2026-12-01T15:00:00.000Z' },
    ],
    ...overrides,
  });

/** The catalogue's lab services, as GET /api/products/lab-services answers them. */
export function answerLabServices() {
  server.use(
    http.get(api('/api/products/lab-services'), () =>
      HttpResponse.json([
        product(11, {
          name: 'Zirconia Crown',
          price: 189,
          labService: { kind: 'crown', turnaroundWorkingDays: 7 },
        }),
        product(12, {
          name: 'Zirconia Bridge',
          price: 189,
          labService: { kind: 'bridge', turnaroundWorkingDays: 10 },
        }),
      ]),
    ),
  );
}

/** Every case has no scans and no messages yet (a test's own handlers take precedence). */
export function answerEmptyCaseFiles() {
  server.use(
    http.get(api('/api/cases/:caseId/scans'), () => HttpResponse.json({ items: [] })),
    http.get(api('/api/cases/:caseId/messages'), ({ params }) =>
      HttpResponse.json({ caseId: Number(params.caseId), messages: [] }),
    ),
  );
}

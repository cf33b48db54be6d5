import { caseSchema, type Case } from '@idl/api-contract';

export const inDesign: Case = caseSchema.parse({
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
  notes: { margins: 'Chamfer on 3 and 5', occlusion: 'Light contact in centric' },
  timeline: [
    { kind: 'received', stage: 'received', note: null, by: 'Dr. Ana Ruiz', at: '2026-11-24T14:05:00.000Z' },
    { kind: 'advanced', stage: 'design', note: null, by: 'Carlos Vega', at: '2026-11-25T13:30:00.000Z' },
  ],
});

const question = 'The scan of tooth 4 shows no distal margin. Can you send a new scan?';

export const onHold: Case = caseSchema.parse({
  ...inDesign,
  rush: true,
  price: 810,
  rushSurcharge: 270,
  holdQuestion: question,
  timeline: [
    ...inDesign.timeline,
    { kind: 'held', stage: 'design', note: question, by: 'Carlos Vega', at: '2026-11-25T16:10:00.000Z' },
  ],
});

export const delivered: Case = caseSchema.parse({
  ...inDesign,
  stage: 'delivered',
  remakes: [{ id: 2077, receivedOn: '2026-12-14', stage: 'received' }],
});

/** A remake under a warranty claim: it links to the case it remakes. */
export const remake: Case = caseSchema.parse({
  ...inDesign,
  id: 2077,
  stage: 'received',
  price: 0,
  receivedOn: '2026-12-14',
  dueDate: '2026-12-28',
  remakeOf: 2041,
  remakeReason: 'The bridge rocks on 5: the margin is open distally.',
  warrantyClaim: { reference: 'IDL-P-7Q2K9F', status: 'approved' },
  timeline: [
    { kind: 'received', stage: 'received', note: null, by: 'Dr. Ana Ruiz', at: '2026-12-14T14:05:00.000Z' },
  ],
});

export const longTexts: Case = caseSchema.parse({
  ...inDesign,
  patientReference: 'CHART-2026-004211',
  practiceName: 'The Greater Miami-Dade Family and Cosmetic Dentistry Associates of Biscayne Bay',
  dentist: { id: 22, name: 'Dr. Alexandria Montgomery-Fitzwilliam' },
  product: { id: 12, name: 'Implant Crown on Ti-Base (zirconia), full contour, with screw access channel' },
  notes: {
    margins: 'Deep chamfer on the buccal, 0.5 mm subgingival; knife edge on the lingual. '.repeat(4).trim(),
    contacts: 'Broad, firm contacts mesial and distal.',
    occlusion: 'Group function; keep out of contact in lateral excursions.',
  },
});

import type { LabServiceOption, PrescriptionFormValues } from './prescriptionFormModel';

/** The lab services of the shop's catalogue, as an office orders them. */
export const labServices: LabServiceOption[] = [
  { id: 11, name: 'Full-contour zirconia crown', kind: 'crown' },
  { id: 12, name: 'Zirconia bridge', kind: 'bridge' },
  { id: 13, name: 'Implant Crown on Ti-Base (zirconia)', kind: 'implant_crown' },
  { id: 14, name: 'Lithium disilicate veneer', kind: 'veneer' },
];

/** A three-unit bridge from 3 to 5, ready to send. */
export const filledBridge: Partial<PrescriptionFormValues> = {
  productId: 12,
  patientReference: 'JD-1042',
  teeth: [3, 4, 5],
  material: 'zirconia',
  shade: { system: 'vita_classical', shade: 'A2' },
  margins: 'Chamfer on 3 and 5',
  dueDate: '2026-12-15',
};

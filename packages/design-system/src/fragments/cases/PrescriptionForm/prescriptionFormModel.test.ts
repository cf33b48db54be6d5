import { describe, expect, it } from 'vitest';
import { filledBridge, labServices } from './PrescriptionForm.fixtures';
import {
  checkPrescription,
  emptyPrescriptionFormValues,
  prescriptionFormFieldOf,
  type PrescriptionFormValues,
} from './prescriptionFormModel';

const bridge: PrescriptionFormValues = { ...emptyPrescriptionFormValues, ...filledBridge };
const earliest = '2026-12-09';

describe('prescriptionFormFieldOf', () => {
  it('places the API’s paths on the form’s fields', () => {
    expect(prescriptionFormFieldOf('prescription.requestedDueDate')).toBe('dueDate');
    expect(prescriptionFormFieldOf('prescription.notes.occlusion')).toBe('occlusion');
    expect(prescriptionFormFieldOf('prescription.shade.shade')).toBe('shade');
    expect(prescriptionFormFieldOf('prescription.kind')).toBe('productId');
    expect(prescriptionFormFieldOf('productId')).toBe('productId');
    expect(prescriptionFormFieldOf('teeth')).toBe('teeth');
    expect(prescriptionFormFieldOf('dentistId')).toBeUndefined();
  });
});

describe('checkPrescription', () => {
  it('sends the service and the prescription as the contract reads it', () => {
    const { fieldErrors, submit } = checkPrescription(
      { ...bridge, patientReference: ' jd-1042 ', occlusion: '  ' },
      labServices,
      earliest,
    );
    expect(fieldErrors).toEqual({});
    expect(submit).toEqual({
      productId: 12,
      prescription: {
        patientReference: 'jd-1042',
        kind: 'bridge',
        teeth: [3, 4, 5],
        material: 'zirconia',
        shade: { system: 'vita_classical', shade: 'A2' },
        notes: { margins: 'Chamfer on 3 and 5' },
        rush: false,
        requestedDueDate: '2026-12-15',
      },
    });
  });

  it('refuses a full name, a lone crown’s extra teeth and a Sunday', () => {
    const { fieldErrors, submit } = checkPrescription(
      { ...bridge, productId: 11, patientReference: 'Jane Doe', dueDate: '2026-12-13' },
      labServices,
      earliest,
    );
    expect(submit).toBeUndefined();
    expect(fieldErrors).toEqual({
      patientReference: 'Use letters, digits and dashes only: initials or a chart number, not a full name.',
      teeth: 'A crown restores one tooth: choose one of 3, 4 and 5, or a bridge to join teeth.',
      dueDate:
        'The lab does not deliver on Sunday, December 13, 2026: choose a working day, Monday to Saturday.',
    });
  });

  it('refuses a day before the earliest, and a service no longer offered', () => {
    const { fieldErrors } = checkPrescription(
      { ...bridge, dueDate: '2026-12-08', rush: true },
      labServices.filter((service) => service.id !== 12),
      earliest,
    );
    expect(fieldErrors).toEqual({
      productId: 'Choose the lab service to order.',
      dueDate:
        'The lab cannot deliver a rush case by Tuesday, December 8, 2026: the earliest is Wednesday, December 9, 2026.',
    });
  });
});

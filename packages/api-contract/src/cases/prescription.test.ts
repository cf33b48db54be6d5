import { describe, expect, it } from 'vitest';
import { type PrescriptionInput, prescriptionSchema } from './prescription';

const bridge: PrescriptionInput = {
  patientReference: 'JD-1042',
  kind: 'bridge',
  teeth: [5, 3, 4],
  material: 'zirconia',
  shade: { system: 'vita_classical', shade: 'a2' },
  notes: { margins: 'Chamfer on 3 and 5', occlusion: 'Light contact in centric' },
  requestedDueDate: '2026-12-04',
};

function issuesOf(input: unknown) {
  const result = prescriptionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe('a prescription', () => {
  it('reads a bridge 3-4-5 in zirconia, A2, not a rush unless said', () => {
    expect(prescriptionSchema.parse(bridge)).toEqual({
      ...bridge,
      shade: { system: 'vita_classical', shade: 'A2' },
      rush: false,
    });
  });

  it.each([undefined, null, [], 'crown on 8', 42])(
    'refuses %s as a prescription without throwing',
    (value) => {
      expect(issuesOf(value)).toEqual([{ path: [], message: expect.any(String) }]);
    },
  );

  it('reads a single crown with only what is required', () => {
    const crown = {
      patientReference: 'AB',
      kind: 'crown',
      teeth: [30],
      material: 'lithium_disilicate',
      shade: { system: 'vita_3d_master', shade: '2M2' },
      rush: true,
    };
    expect(prescriptionSchema.parse(crown)).toEqual(crown);
  });

  it('puts the span problems on the teeth', () => {
    expect(issuesOf({ ...bridge, teeth: [3, 4, 6] })).toEqual([
      {
        path: ['teeth'],
        message: 'A bridge joins teeth next to each other in one arch: 3, 4 and 6 are not.',
      },
    ]);
    expect(issuesOf({ ...bridge, teeth: [16, 17] })).toEqual([
      { path: ['teeth'], message: 'A bridge stays in one arch: 16 is upper, 17 is lower.' },
    ]);
    expect(issuesOf({ ...bridge, kind: 'veneer', teeth: [8, 8] })).toEqual([
      { path: ['teeth'], message: 'Tooth 8 is chosen more than once: choose each tooth once.' },
    ]);
    expect(issuesOf({ ...bridge, kind: 'crown', teeth: [33] })).toEqual([
      { path: ['teeth'], message: 'Tooth 33 does not exist: use Universal numbers 1 to 32.' },
    ]);
  });

  it('shows every problem at once: the span with a wrong patient reference and shade', () => {
    expect(
      issuesOf({
        ...bridge,
        patientReference: 'John Doe',
        shade: { system: 'vita_classical', shade: 'A5' },
        teeth: [0],
      }),
    ).toEqual([
      {
        path: ['patientReference'],
        message: 'Use letters, digits and dashes only: initials or a chart number, not a full name.',
      },
      { path: ['shade', 'shade'], message: 'A5 is not a VITA classical shade: choose one from A1 to D4.' },
      { path: ['teeth'], message: 'Tooth 0 does not exist: use Universal numbers 1 to 32.' },
    ]);
  });

  it('takes a patient reference of 1 to 20 letters, digits or dashes', () => {
    expect(
      prescriptionSchema.parse({ ...bridge, patientReference: ' 20260412-0007 ' }).patientReference,
    ).toBe('20260412-0007');
    expect(issuesOf({ ...bridge, patientReference: '' })).toEqual([
      { path: ['patientReference'], message: 'Enter the patient’s initials or your chart number.' },
    ]);
    expect(issuesOf({ ...bridge, patientReference: 'A'.repeat(21) })).toEqual([
      { path: ['patientReference'], message: 'Use at most 20 characters: initials or a chart number.' },
    ]);
  });

  it('refuses a kind or material the lab does not make', () => {
    expect(issuesOf({ ...bridge, kind: 'denture', material: 'amalgam' })).toEqual([
      {
        path: ['kind'],
        message: 'Choose the restoration: crown, veneer, inlay or onlay, implant crown or bridge.',
      },
      { path: ['material'], message: 'Choose a material.' },
    ]);
  });

  it('limits each note to 1000 characters', () => {
    expect(issuesOf({ ...bridge, notes: { contacts: 'x'.repeat(1001) } })).toEqual([
      { path: ['notes', 'contacts'], message: 'Notes on contacts must be at most 1000 characters.' },
    ]);
  });

  it('takes a requested due date only as a real day', () => {
    expect(issuesOf({ ...bridge, requestedDueDate: '2026-02-30' })).toEqual([
      { path: ['requestedDueDate'], message: 'Enter the due date as a real day, YYYY-MM-DD.' },
    ]);
  });
});

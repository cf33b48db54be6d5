import {
  casesPaths,
  fillPath,
  officesPaths,
  type Office,
  type OfficeSignUpRequest,
  type PrescriptionInput,
  type RestorationKind,
} from '@idl/api-contract';
import { expect } from 'vitest';
import { insertProduct } from './fixtures/commerce';
import { createUserWithToken, type TestApp } from './helpers';

export const officeSignUp = (overrides: Partial<OfficeSignUpRequest> = {}): OfficeSignUpRequest => ({
  practiceName: 'Bayfront Dental',
  licenceNumber: 'DN12345',
  phone: '+1 305 555 0101',
  address: '100 Biscayne Blvd',
  city: 'Miami',
  zip: '33132',
  dentists: ['Dr. Ana Ruiz', 'Dr. Tom Lee'],
  ...overrides,
});

/** A new account that signs an office up; verified by `admin` when given. */
export async function signUpOffice(
  t: TestApp,
  options: { admin?: { authorization: string }; form?: Partial<OfficeSignUpRequest> } = {},
) {
  const account = await createUserWithToken(t);
  const res = await t.app.inject({
    method: 'POST',
    url: officesPaths.myOffice,
    headers: { authorization: account.authorization },
    payload: officeSignUp(options.form),
  });
  expect(res.statusCode).toBe(201);
  let office = res.json<Office>();
  if (options.admin) {
    const review = await t.app.inject({
      method: 'POST',
      url: fillPath(officesPaths.adminOfficeReview, { officeId: office.id }),
      headers: { authorization: options.admin.authorization },
      payload: { decision: 'verify' },
    });
    expect(review.statusCode).toBe(200);
    office = review.json<Office>();
  }
  return { ...account, office };
}

/** A lab service of the catalogue: a crown made in 7 working days unless told otherwise. */
export function insertLabService(
  t: TestApp,
  options: {
    name?: string;
    priceCents?: number;
    kind?: RestorationKind;
    turnaroundWorkingDays?: number;
  } = {},
) {
  return insertProduct(t, {
    name: options.name ?? 'Zirconia Crown (monolithic)',
    priceCents: options.priceCents ?? 18_900,
    labService: { kind: options.kind ?? 'crown', turnaroundWorkingDays: options.turnaroundWorkingDays ?? 7 },
  });
}

/** A prescription for one crown on tooth 8, as the office's form sends it. */
export const crownPrescription = (overrides: Partial<PrescriptionInput> = {}): PrescriptionInput => ({
  patientReference: 'JD-1042',
  kind: 'crown',
  teeth: [8],
  material: 'zirconia',
  shade: { system: 'vita_classical', shade: 'A2' },
  notes: { margins: 'Shoulder margin' },
  rush: false,
  ...overrides,
});

/** Sends a case as the office's account; answers the raw reply. */
export function sendCase(
  t: TestApp,
  office: { authorization: string; office: Office },
  productId: number,
  prescription: Partial<PrescriptionInput> = {},
  extra: object = {},
) {
  return t.app.inject({
    method: 'POST',
    url: casesPaths.cases,
    headers: { authorization: office.authorization },
    payload: {
      productId,
      dentistId: office.office.dentists[0]!.id,
      prescription: crownPrescription(prescription),
      ...extra,
    },
  });
}

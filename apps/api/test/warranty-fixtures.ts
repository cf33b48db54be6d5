import type {
  OfficeEnrollmentRequest,
  PatientEnrollmentRequest,
  WarrantyEnrollment,
} from '@idl/api-contract';
import type { TestApp } from './helpers';

export const patientForm = (overrides: Partial<PatientEnrollmentRequest> = {}): PatientEnrollmentRequest => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '+1 305 555 0101',
  email: 'maria.lopez@example.com',
  address: '100 Biscayne Blvd',
  city: 'Miami',
  zip: '33132',
  plan: '3-year',
  chargeDay: 15,
  ...overrides,
});

export const officeForm = (overrides: Partial<OfficeEnrollmentRequest> = {}): OfficeEnrollmentRequest => ({
  firstName: 'Alan',
  companyName: 'Brickell Dental',
  email: 'office@brickelldental.example.com',
  phone: '305-555-0199',
  address: '200 Brickell Ave',
  city: 'Miami',
  zip: '33131',
  licenceNumber: 'DN-12345',
  serviceTypes: ['basic-275'],
  plan: 'silver-275',
  acceptTerms: true,
  ...overrides,
});

/** A settable clock for createTestApp's `now`. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(iso: string) {
      current = new Date(iso);
    },
  };
}

export async function enrolPatient(t: TestApp, overrides: Partial<PatientEnrollmentRequest> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/interdentallab/api/warranty/patient-enrollments',
    payload: patientForm(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`enrolment failed: ${res.statusCode} ${res.body}`);
  return res.json() as WarrantyEnrollment;
}

/** A multipart body as a browser's FormData sends it: text fields, then one file part. */
export function claimPhotoBody(
  fields: Record<string, string>,
  file: { name: string; content: Buffer; type?: string } | undefined,
) {
  const boundary = `----idl${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a photo for a claim with the enrolment's reference and e-mail. */
export function uploadClaimPhoto(
  t: TestApp,
  who: { reference: string; email: string },
  file: { name: string; content: Buffer; type?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/interdentallab/api/warranty/claim-photos',
    ...claimPhotoBody({ reference: who.reference, email: who.email }, file),
  });
}

import { warrantyPaths, type WarrantyEnrollment } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { pdfText } from './pdf-text';
import { officeForm, testClock } from './warranty-fixtures';

describe('an office finds its enrolment through the same look-up as patients', () => {
  const clock = testClock('2026-05-30T12:00:00Z');
  let t: TestApp;
  let office: WarrantyEnrollment;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    const res = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.officeEnrollments,
      payload: officeForm({ email: 'front-desk@brickelldental.example.com' }),
    });
    office = res.json();
  });
  afterAll(() => t.close());

  it('the IDL-D reference and the office e-mail show its enrolment and dues', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.patientEnrollmentLookup,
      payload: { reference: office.reference.toLowerCase(), email: 'front-desk@brickelldental.example.com' },
    });
    expect(res.statusCode).toBe(200);
    const found = res.json() as WarrantyEnrollment;
    expect(found).toMatchObject({
      kind: 'office',
      reference: office.reference,
      companyName: 'Brickell Dental',
    });
    expect(found.dues[0]).toMatchObject({ kind: 'enrollment-fee', amount: 125 });
    expect(found.dues.filter((due) => due.kind === 'monthly')).toHaveLength(12);
  });

  it('the office downloads its contract the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.patientContract,
      payload: { reference: office.reference, email: 'front-desk@brickelldental.example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(res.rawPayload)).text).toContain(office.reference);
  });

  it('a wrong e-mail gets the same answer as an unknown reference', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.patientEnrollmentLookup,
      payload: { reference: office.reference, email: 'someone@else.example.com' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No warranty enrolment matches this reference number and e-mail');
  });
});

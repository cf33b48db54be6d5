import { warrantyPaths, type WarrantyEnrollment } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentsRepository } from '../src/modules/warranty/enrollments.repository';
import { REFERENCE_ALPHABET, withUniqueReference } from '../src/modules/warranty/reference-number';
import { createTestApp, type TestApp } from './helpers';
import { startSmtpCapture } from './smtp-capture';
import { enrolPatient, officeForm, patientForm, testClock } from './warranty-fixtures';

const ENROL_URL = '/interdentallab/api/warranty/patient-enrollments';
const referencePattern = (prefix: string) => new RegExp(`^${prefix}-[${REFERENCE_ALPHABET}]{6}$`);

describe('warranty enrolments', () => {
  const clock = testClock('2026-05-10T12:00:00Z');
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const countEnrollments = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('warranty_enrollments')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    ['email', { email: 'not-an-email' }],
    ['zip', { zip: '3313' }],
    ['plan', { plan: '4-year' }],
    ['chargeDay', { chargeDay: 29 }],
    ['chargeDay', { chargeDay: 0 }],
    ['firstName', { firstName: '   ' }],
    ['phone', { phone: 'call me' }],
  ])('refuses a bad %s with a 400 naming it and writes nothing', async (field, change) => {
    const before = await countEnrollments();
    const mailsBefore = smtp.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: ENROL_URL,
      payload: { ...patientForm(), ...change },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(body.message).toContain(field);
    expect(await countEnrollments()).toBe(before);
    expect(smtp.received.length).toBe(mailsBefore);
  });

  it('refuses a form without an address', async () => {
    const { address: _address, ...rest } = patientForm();
    const res = await t.app.inject({ method: 'POST', url: ENROL_URL, payload: rest });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('address');
  });

  it('enrols a patient with a readable reference, the plan fee, and e-mails the reference', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ENROL_URL,
      payload: patientForm({ email: 'Ana.Ruiz@Example.com', plan: '6-year', chargeDay: 3 }),
    });
    expect(res.statusCode).toBe(201);
    const e = res.json() as WarrantyEnrollment;
    expect(e.reference).toMatch(referencePattern('IDL-P'));
    expect(e).toMatchObject({
      kind: 'patient',
      email: 'ana.ruiz@example.com',
      planTitle: '6 YEAR PLAN',
      termMonths: 72,
      enrollmentFee: 199,
      chargeDay: 3,
    });
    // Queued with the enrolment and sent by the mail worker right after.
    await expect.poll(() => smtp.to('ana.ruiz@example.com').length).toBe(1);
    const mails = smtp.to('ana.ruiz@example.com');
    expect(mails[0]!.subject).toContain(e.reference);
    expect(mails[0]!.body).toContain(`Your patient reference number is ${e.reference}`);
    expect(mails[0]!.body).toContain('First monthly due: 2026-06-03');
  });

  it('gives every enrolment a different reference', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 25; i++)
      references.add((await enrolPatient(t, { email: `p${i}@example.com` })).reference);
    expect(references.size).toBe(25);
  });

  it('retries with a fresh reference when the drawn one is taken', async () => {
    const taken = (await enrolPatient(t)).reference;
    const repo = enrollmentsRepository(t.database.db);
    const existing = (await repo.findByReference(taken))!;
    const draws = [taken, taken, 'IDL-P-ZZZZZ2'];
    const { id: _id, reference: _ref, ...copy } = existing;
    const row = await withUniqueReference(
      () => draws.shift()!,
      (reference) => repo.insertWithDues({ ...copy, reference }, []),
    );
    expect(row.reference).toBe('IDL-P-ZZZZZ2');
    expect(draws).toEqual([]);
  });

  it('finds an enrolment only with its reference and e-mail, both matching', async () => {
    const mine = await enrolPatient(t, { email: 'owner@example.com' });
    const other = await enrolPatient(t, { email: 'someone.else@example.com' });
    const look = (reference: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: warrantyPaths.patientEnrollmentLookup,
        payload: { reference, email },
      });

    const ok = await look(mine.reference.toLowerCase(), 'OWNER@example.com');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().reference).toBe(mine.reference);

    const wrongEmail = await look(mine.reference, 'someone.else@example.com');
    const othersReference = await look(other.reference, 'owner@example.com');
    const unknown = await look('IDL-P-AAAAAA', 'owner@example.com');
    for (const res of [wrongEmail, othersReference, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No warranty enrolment matches this reference number and e-mail');
    }
  });

  it('enrols a dentist office with an IDL-D reference, its plan dues, and e-mails the office', async () => {
    clock.set('2026-05-30T12:00:00Z');
    const res = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.officeEnrollments,
      payload: officeForm(),
    });
    expect(res.statusCode).toBe(201);
    const e = res.json() as WarrantyEnrollment;
    expect(e.reference).toMatch(referencePattern('IDL-D'));
    expect(e).toMatchObject({
      kind: 'office',
      companyName: 'Brickell Dental',
      enrollmentFee: 125,
      monthlyCharge: 275,
    });
    // Charged on the enrolment day, capped at the 28th: first monthly due on Jun 28.
    expect(e.dues[0]).toMatchObject({ kind: 'enrollment-fee', dueOn: '2026-05-30', amount: 125 });
    const monthly = e.dues.filter((d) => d.kind === 'monthly');
    expect(monthly).toHaveLength(12);
    expect(monthly[0]!.dueOn).toBe('2026-06-28');
    await expect
      .poll(() => smtp.to('office@brickelldental.example.com')[0]?.body)
      .toContain(`Your office reference number is ${e.reference}`);
  });

  it('a trial office has no dues', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.officeEnrollments,
      payload: officeForm({ plan: 'trial', serviceTypes: ['trial-3-months'], email: 'trial@example.com' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ planTitle: 'Trial 3 Months', termMonths: 3, dues: [] });
  });

  it.each([
    ['acceptTerms', { acceptTerms: false }],
    ['serviceTypes', { serviceTypes: [] }],
    ['licenceNumber', { licenceNumber: '' }],
    ['plan', { plan: 'gold' }],
  ])('refuses an office form with a bad %s', async (field, change) => {
    const before = await countEnrollments();
    const res = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.officeEnrollments,
      payload: { ...officeForm(), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await countEnrollments()).toBe(before);
  });

  it('documents the warranty routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/interdentallab/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        ENROL_URL,
        warrantyPaths.officeEnrollments,
        warrantyPaths.claims,
        warrantyPaths.patientContract,
        '/interdentallab/api/admin/warranty/dues/{dueId}/payment',
        '/interdentallab/api/contact-messages',
      ]),
    );
  });
});

describe('warranty enrolment when e-mail is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the SMTP connection is refused.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('still enrols and answers the reference number', async () => {
    const res = await t.app.inject({ method: 'POST', url: ENROL_URL, payload: patientForm() });
    expect(res.statusCode).toBe(201);
    expect(res.json().reference).toMatch(referencePattern('IDL-P'));
  });
});

import {
  fillPath,
  officesPaths,
  warrantyPaths,
  type Office,
  type WarrantyEnrollment,
} from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeSignUp, signUpOffice } from './cases-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { officeForm } from './warranty-fixtures';

describe('dentist offices', () => {
  let t: TestApp;
  let admin: { id: number; authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithToken(t, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, authorization?: string, payload?: object) =>
    t.app.inject({ method, url, headers: authorization ? { authorization } : {}, payload });

  it('an account signs its office up; it waits for verification with its dentists', async () => {
    const account = await createUserWithToken(t, { email: 'front-desk@bayfront.example' });
    const res = await call('POST', officesPaths.myOffice, account.authorization, officeSignUp());
    expect(res.statusCode).toBe(201);
    const office = res.json<Office>();
    expect(office).toMatchObject({
      practiceName: 'Bayfront Dental',
      licenceNumber: 'DN12345',
      email: 'front-desk@bayfront.example',
      status: 'pending',
      rejectionReason: null,
    });
    expect(office.dentists.map((d) => d.name)).toEqual(['Dr. Ana Ruiz', 'Dr. Tom Lee']);
    const mine = await call('GET', officesPaths.myOffice, account.authorization);
    expect(mine.json<Office>()).toEqual(office);

    const again = await call('POST', officesPaths.myOffice, account.authorization, officeSignUp());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This account has already signed an office up');
  });

  it('a double-clicked sign-up keeps one office and tells the second click it exists', async () => {
    const account = await createUserWithToken(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', officesPaths.myOffice, account.authorization, officeSignUp())),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().message).toBe('This account has already signed an office up');
    const offices = await t.database.db
      .selectFrom('dental_offices')
      .select('id')
      .where('user_id', '=', account.id)
      .execute();
    expect(offices).toHaveLength(1);
  });

  it('refuses a sign-up without a licence or dentists, saying what is missing, and keeps nothing', async () => {
    const account = await createUserWithToken(t);
    const res = await call(
      'POST',
      officesPaths.myOffice,
      account.authorization,
      officeSignUp({ licenceNumber: '', dentists: [] }),
    );
    expect(res.statusCode).toBe(400);
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Licence number is required', 'Name at least one dentist who sends cases']),
    );
    const none = await call('GET', officesPaths.myOffice, account.authorization);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it('needs a signed-in account, and not an administrator', async () => {
    expect((await call('POST', officesPaths.myOffice, undefined, officeSignUp())).statusCode).toBe(401);
    const res = await call('POST', officesPaths.myOffice, admin.authorization, officeSignUp());
    expect(res.statusCode).toBe(403);
  });

  it('administrators list the offices waiting, and verify or reject one with a reason', async () => {
    const waiting = await signUpOffice(t, { form: { practiceName: 'Coral Gables Smiles' } });
    const refused = await signUpOffice(t, { form: { practiceName: 'Unknown Practice' } });
    const pending = await call('GET', `${officesPaths.adminOffices}?status=pending`, admin.authorization);
    expect(pending.statusCode).toBe(200);
    const names = pending.json().items.map((o: Office) => o.practiceName);
    expect(names).toEqual(expect.arrayContaining(['Coral Gables Smiles', 'Unknown Practice']));

    const verify = await call(
      'POST',
      fillPath(officesPaths.adminOfficeReview, { officeId: waiting.office.id }),
      admin.authorization,
      { decision: 'verify' },
    );
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ status: 'verified', rejectionReason: null });

    const noReason = await call(
      'POST',
      fillPath(officesPaths.adminOfficeReview, { officeId: refused.office.id }),
      admin.authorization,
      { decision: 'reject' },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].message).toBe('Give the reason for the rejection');
    const reject = await call(
      'POST',
      fillPath(officesPaths.adminOfficeReview, { officeId: refused.office.id }),
      admin.authorization,
      { decision: 'reject', reason: 'The licence number is not on the Florida board’s register' },
    );
    expect(reject.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The licence number is not on the Florida board’s register',
    });
    const seenByOffice = await call('GET', officesPaths.myOffice, refused.authorization);
    expect(seenByOffice.json().status).toBe('rejected');

    const twice = await call(
      'POST',
      fillPath(officesPaths.adminOfficeReview, { officeId: waiting.office.id }),
      admin.authorization,
      { decision: 'reject', reason: 'Changed my mind' },
    );
    expect(twice.statusCode).toBe(409);
    const after = await call('GET', `${officesPaths.adminOffices}?status=pending`, admin.authorization);
    const left = after.json().items.map((o: Office) => o.practiceName);
    expect(left).not.toContain('Coral Gables Smiles');
    expect(left).not.toContain('Unknown Practice');
  });

  it('a refused office corrects its details and signs up again, waiting for a new review', async () => {
    const refused = await signUpOffice(t, {
      form: { practiceName: 'Brickell Dental', licenceNumber: 'DN00001' },
    });
    const review = fillPath(officesPaths.adminOfficeReview, { officeId: refused.office.id });
    await call('POST', review, admin.authorization, {
      decision: 'reject',
      reason: 'The licence number is not on the Florida board’s register',
    });

    const corrected = await call(
      'POST',
      officesPaths.myOffice,
      refused.authorization,
      officeSignUp({ practiceName: 'Brickell Dental', licenceNumber: 'DN55555', dentists: ['Dr. Eva Diaz'] }),
    );
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json<Office>()).toMatchObject({
      id: refused.office.id,
      licenceNumber: 'DN55555',
      status: 'pending',
      rejectionReason: null,
      reviewedAt: null,
    });
    expect(corrected.json<Office>().dentists.map((d) => d.name)).toEqual(['Dr. Eva Diaz']);
    const queue = await call('GET', `${officesPaths.adminOffices}?status=pending`, admin.authorization);
    expect(queue.json().items.map((o: Office) => o.id)).toContain(refused.office.id);

    const verified = await call('POST', review, admin.authorization, { decision: 'verify' });
    expect(verified.json<Office>().status).toBe('verified');
    // Verified, it is signed up for good.
    const again = await call('POST', officesPaths.myOffice, refused.authorization, officeSignUp());
    expect(again.statusCode).toBe(409);
    expect((await call('GET', officesPaths.myOffice, refused.authorization)).json<Office>()).toMatchObject({
      licenceNumber: 'DN55555',
      status: 'verified',
    });
  });

  it('links the office’s warranty enrolment by licence number: for the lab at once, for the office once verified', async () => {
    const enrolled = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.officeEnrollments,
      payload: officeForm({ licenceNumber: 'fl-77001', email: 'desk@keybiscayne.example' }),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const enrolment = enrolled.json<WarrantyEnrollment>();
    const linked = [
      {
        reference: enrolment.reference,
        planId: 'silver-275',
        enrolledOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        coverageEndsOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ];
    const office = await signUpOffice(t, {
      form: { practiceName: 'Key Biscayne Dental', licenceNumber: 'FL-77001' },
    });
    // Waiting: the licence is not checked yet, so the office is not shown another practice's contract.
    expect(office.office.warrantyEnrollments).toEqual([]);
    const mine = async () => (await call('GET', officesPaths.myOffice, office.authorization)).json<Office>();
    expect((await mine()).warrantyEnrollments).toEqual([]);
    const listed = await call(
      'GET',
      `${officesPaths.adminOffices}?status=pending&size=100`,
      admin.authorization,
    );
    const forLab = listed.json().items.find((o: Office) => o.id === office.office.id);
    expect(forLab.warrantyEnrollments).toEqual(linked);
    const verified = await call(
      'POST',
      fillPath(officesPaths.adminOfficeReview, { officeId: office.office.id }),
      admin.authorization,
      { decision: 'verify' },
    );
    expect(verified.json<Office>().warrantyEnrollments).toEqual(linked);
    expect((await mine()).warrantyEnrollments).toEqual(linked);
    // Another licence: no enrolment.
    const other = await signUpOffice(t, { admin, form: { licenceNumber: 'FL-77002' } });
    expect(other.office.warrantyEnrollments).toEqual([]);
  });

  it('only administrators list and review offices', async () => {
    const office = await signUpOffice(t);
    const review = fillPath(officesPaths.adminOfficeReview, { officeId: office.office.id });
    expect((await call('GET', officesPaths.adminOffices)).statusCode).toBe(401);
    expect((await call('GET', officesPaths.adminOffices, office.authorization)).statusCode).toBe(403);
    const self = await call('POST', review, office.authorization, { decision: 'verify' });
    expect(self.statusCode).toBe(403);
    expect((await call('GET', officesPaths.myOffice, office.authorization)).json().status).toBe('pending');
    const missing = fillPath(officesPaths.adminOfficeReview, { officeId: 999999 });
    expect((await call('POST', missing, admin.authorization, { decision: 'verify' })).statusCode).toBe(404);
  });
});

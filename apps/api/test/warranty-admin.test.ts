import { contactPaths, fillPath, warrantyPaths, type WarrantyEnrollment } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { enrolPatient, officeForm, testClock } from './warranty-fixtures';

describe('warranty administration', () => {
  const clock = testClock('2026-04-01T12:00:00Z');
  let t: TestApp;
  let admin: { authorization: string };
  let patient: { authorization: string };
  let maria: WarrantyEnrollment;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
    patient = await createUserWithToken(t, { role: 'PATIENT' });
    maria = await enrolPatient(t, { firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.com' });
    clock.set('2026-04-02T12:00:00Z');
    await enrolPatient(t, { firstName: 'Peter', lastName: 'Smith', email: 'peter@example.com' });
    clock.set('2026-04-03T12:00:00Z');
    const office = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.officeEnrollments,
      payload: officeForm(),
    });
    expect(office.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const get = (url: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  it.each([
    ['enrolments', warrantyPaths.adminEnrollments],
    ['one enrolment', '/interdentallab/api/admin/warranty/enrollments/1'],
    ['claims', warrantyPaths.adminClaims],
    ['contact messages', contactPaths.adminContactMessages],
  ])('%s: anonymous 401, patient 403, admin 200', async (_what, url) => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, patient.authorization)).statusCode).toBe(403);
    expect((await get(url, admin.authorization)).statusCode).toBe(200);
  });

  it('refuses payments and reviews from non-admins', async () => {
    const url = fillPath(warrantyPaths.adminDuePayment, { dueId: maria.dues[0]!.id });
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: patient.authorization },
    });
    expect(res.statusCode).toBe(403);
    const seen = await get(
      fillPath(warrantyPaths.adminEnrollment, { enrollmentId: maria.id }),
      admin.authorization,
    );
    expect(seen.json().dues[0].status).not.toBe('paid');
  });

  it('lists enrolments newest first, by kind, with search and pages', async () => {
    const all = (await get(warrantyPaths.adminEnrollments, admin.authorization)).json();
    expect(all.total).toBe(3);
    expect(all.items.map((i: { name: string }) => i.name)).toEqual([
      'Brickell Dental (Alan)',
      'Peter Smith',
      'Maria Lopez',
    ]);

    const patients = (
      await get(`${warrantyPaths.adminEnrollments}?kind=patient`, admin.authorization)
    ).json();
    expect(patients.total).toBe(2);

    const byReference = (
      await get(
        `${warrantyPaths.adminEnrollments}?search=${maria.reference.toLowerCase()}`,
        admin.authorization,
      )
    ).json();
    expect(byReference.items.map((i: { reference: string }) => i.reference)).toEqual([maria.reference]);
    const byEmail = (
      await get(`${warrantyPaths.adminEnrollments}?search=PETER@`, admin.authorization)
    ).json();
    expect(byEmail.items).toHaveLength(1);
    expect(
      (await get(`${warrantyPaths.adminEnrollments}?search=brickell`, admin.authorization)).json().total,
    ).toBe(1);
    expect(
      (await get(`${warrantyPaths.adminEnrollments}?search=100%25`, admin.authorization)).json().total,
    ).toBe(0);

    const page1 = (await get(`${warrantyPaths.adminEnrollments}?page=1&size=2`, admin.authorization)).json();
    expect(page1).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(page1.items.map((i: { name: string }) => i.name)).toEqual(['Maria Lopez']);

    const bad = await get(`${warrantyPaths.adminEnrollments}?size=1000`, admin.authorization);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('size');
  });

  it('records a payment once, and counts overdue dues', async () => {
    clock.set('2026-06-01T12:00:00Z');
    const list = (await get(`${warrantyPaths.adminEnrollments}?search=maria`, admin.authorization)).json();
    // Enrolled Apr 1 with day 15: the fee (Apr 1), Apr 15 and May 15 are overdue on Jun 1.
    expect(list.items[0].overdueDues).toBe(3);

    const url = fillPath(warrantyPaths.adminDuePayment, { dueId: maria.dues[1]!.id });
    const paid = await t.app.inject({ method: 'POST', url, headers: { authorization: admin.authorization } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().dues[1]).toMatchObject({ dueOn: '2026-04-15', status: 'paid', paidOn: '2026-06-01' });

    const twice = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: admin.authorization },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This due of 2026-04-15 is already paid');

    const after = (await get(`${warrantyPaths.adminEnrollments}?search=maria`, admin.authorization)).json();
    expect(after.items[0].overdueDues).toBe(2);

    const missing = await t.app.inject({
      method: 'POST',
      url: fillPath(warrantyPaths.adminDuePayment, { dueId: 999999 }),
      headers: { authorization: admin.authorization },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('shows one enrolment with its dues', async () => {
    const res = await get(
      fillPath(warrantyPaths.adminEnrollment, { enrollmentId: maria.id }),
      admin.authorization,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reference: maria.reference, email: 'maria@example.com' });
    expect(res.json().dues).toHaveLength(37);
    expect(
      (await get(fillPath(warrantyPaths.adminEnrollment, { enrollmentId: 999999 }), admin.authorization))
        .statusCode,
    ).toBe(404);
  });

  it('lists claims pending first, filtered by status', async () => {
    clock.set('2026-04-05T12:00:00Z');
    const fresh = await enrolPatient(t, {
      email: 'claimer@example.com',
      firstName: 'Claire',
      lastName: 'Mer',
    });
    const claim = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: warrantyPaths.claims,
        payload: {
          reference: fresh.reference,
          email: fresh.email,
          officeReference: 'IDL-D-AAAAAA',
          description: 'Crown came loose after two weeks.',
          ...body,
        },
      });
    const older = await claim({ caseType: 'loose-crown' });
    expect(older.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: fillPath(warrantyPaths.adminDuePayment, { dueId: fresh.dues[0]!.id }),
      headers: { authorization: admin.authorization },
    });
    clock.set('2026-04-06T12:00:00Z');
    const newer = (await claim({ caseType: 'displaced-crown' })).json();
    await t.app.inject({
      method: 'POST',
      url: fillPath(warrantyPaths.adminClaimReview, { claimId: newer.id }),
      headers: { authorization: admin.authorization },
      payload: { decision: 'approve', resolution: 'replacement' },
    });
    const all = (await get(warrantyPaths.adminClaims, admin.authorization)).json();
    expect(all.items.map((c: { id: number }) => c.id)).toEqual([older.json().id, newer.id]);
    expect(all.items[0]).toMatchObject({
      reference: fresh.reference,
      patientName: 'Claire Mer',
      status: 'pending',
    });
    const approved = (await get(`${warrantyPaths.adminClaims}?status=approved`, admin.authorization)).json();
    expect(approved.items.map((c: { id: number }) => c.id)).toEqual([newer.id]);
  });
});

import { fillPath, warrantyPaths, type ClaimRequest, type WarrantyEnrollment } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { startSmtpCapture } from './smtp-capture';
import sharp from 'sharp';
import { enrolPatient, testClock, uploadClaimPhoto } from './warranty-fixtures';

describe('warranty claims', () => {
  const clock = testClock('2026-01-31T12:00:00Z');
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let admin: { authorization: string };
  /** A photo uploaded through the patient's photo call: a claim only takes stored photos. */
  let photoUrl: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, SHOP_EMAIL: 'claims@lab.example.com' }, { now: clock.now });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
    const holder = await enrolPatient(t, { email: 'photo-holder@example.com' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ddd' } })
      .png()
      .toBuffer();
    const uploaded = await uploadClaimPhoto(t, holder, { name: 'chip.png', content: png });
    photoUrl = (uploaded.json() as { imageUrl: string }).imageUrl;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const claimFor = (e: WarrantyEnrollment, overrides: Partial<ClaimRequest> = {}): ClaimRequest => ({
    reference: e.reference,
    email: e.email,
    officeReference: 'IDL-D-7KQ3XM',
    caseType: 'chipped-crown',
    description: 'The front crown chipped while eating.',
    photoUrls: [photoUrl],
    ...overrides,
  });
  const submit = (payload: object) => t.app.inject({ method: 'POST', url: warrantyPaths.claims, payload });
  const pay = (dueId: number) =>
    t.app.inject({
      method: 'POST',
      url: fillPath(warrantyPaths.adminDuePayment, { dueId }),
      headers: { authorization: admin.authorization },
    });
  const lookup = async (e: WarrantyEnrollment, email = e.email) =>
    t.app.inject({
      method: 'POST',
      url: warrantyPaths.patientEnrollmentLookup,
      payload: { reference: e.reference, email },
    });

  it('accepts a claim while nothing is overdue and tells the shop', async () => {
    clock.set('2026-01-31T12:00:00Z');
    const e = await enrolPatient(t, { email: 'eligible@example.com', chargeDay: 28 });
    const res = await submit(claimFor(e));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      caseType: 'chipped-crown',
      caseLabel: 'Chipped crown',
      status: 'pending',
      photoUrls: [photoUrl],
    });
    // Queued with the claim and sent by the mail worker right after.
    await expect
      .poll(() => smtp.to('claims@lab.example.com').some((m) => m.subject.includes(e.reference)))
      .toBe(true);
    // A reference the patient can quote, not a row number, and an acknowledgement that says it.
    const reference = res.json().reference as string;
    expect(reference).toMatch(/^IDL-C-[2-9A-HJKMNP-Z]{6}$/);
    await expect
      .poll(() => smtp.to(e.email).some((m) => m.subject === `We received your warranty claim ${reference}`))
      .toBe(true);
    const ack = smtp.to(e.email).find((m) => m.subject === `We received your warranty claim ${reference}`)!;
    expect(ack.body).toContain(
      `We received your warranty claim ${reference} (Chipped crown) on your plan ${e.reference}.`,
    );
    expect(ack.body).not.toContain('The front crown chipped while eating.');
    const seen = await lookup(e);
    expect(seen.json().claims).toHaveLength(1);
  });

  it('refuses a claim while a due is overdue, with the reason, and accepts it once paid', async () => {
    clock.set('2026-01-31T12:00:00Z');
    const e = await enrolPatient(t, { email: 'late@example.com', chargeDay: 28 });
    await pay(e.dues[0]!.id); // the enrolment fee
    clock.set('2026-03-02T12:00:00Z'); // Feb 28 unpaid
    const refused = await submit(claimFor(e));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This warranty has 1 overdue due; please pay it before requesting a claim',
    );
    expect((await lookup(e)).json().claims).toEqual([]);

    expect((await pay(e.dues[1]!.id)).statusCode).toBe(200);
    const accepted = await submit(claimFor(e, { caseType: 'loose-crown' }));
    expect(accepted.statusCode).toBe(201);
  });

  it('refuses a claim after the term ends', async () => {
    clock.set('2026-01-31T12:00:00Z');
    const e = await enrolPatient(t, { email: 'expired@example.com', plan: '3-year' });
    for (const due of e.dues) expect((await pay(due.id)).statusCode).toBe(200);
    clock.set('2029-01-30T23:00:00Z'); // the last covered day, everything paid
    expect((await submit(claimFor(e))).statusCode).toBe(201);
    clock.set('2029-01-31T00:30:00Z');
    const res = await submit(claimFor(e));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This warranty ended on 2029-01-30; claims can only be made during the plan's term",
    );
  });

  it('needs the matching reference and e-mail to file a claim', async () => {
    clock.set('2026-01-31T12:00:00Z');
    const e = await enrolPatient(t, { email: 'victim@example.com' });
    const res = await submit(claimFor(e, { email: 'attacker@example.com' }));
    expect(res.statusCode).toBe(404);
    expect((await lookup(e)).json().claims).toEqual([]);
  });

  it('validates the claim form', async () => {
    const e = await enrolPatient(t, { email: 'form@example.com' });
    for (const [field, change] of [
      ['caseType', { caseType: 'broken-heart' }],
      ['description', { description: 'short' }],
      ['officeReference', { officeReference: '' }],
      ['photoUrls.0', { photoUrls: ['javascript:alert(1)'] }],
    ] as const) {
      const res = await submit({ ...claimFor(e), ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect((await lookup(e)).json().claims).toEqual([]);
  });

  it('admin approves or rejects a claim once, and the patient is told by e-mail', async () => {
    clock.set('2026-01-31T12:00:00Z');
    const e = await enrolPatient(t, { email: 'reviewed@example.com' });
    const first = (await submit(claimFor(e))).json();
    const second = (await submit(claimFor(e, { caseType: 'allergic-reaction' }))).json();
    const review = (claimId: number, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: fillPath(warrantyPaths.adminClaimReview, { claimId }),
        headers: { authorization: admin.authorization },
        payload,
      });

    const approved = await review(first.id, { decision: 'approve', resolution: 'remake' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', resolution: 'remake' });
    const again = await review(first.id, { decision: 'reject', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);

    const noReason = await review(second.id, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await review(second.id, { decision: 'reject', reason: 'Not caused by the restoration' });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not caused by the restoration',
    });

    const reviewMails = () =>
      smtp.to('reviewed@example.com').filter((m) => m.subject.startsWith('Your warranty claim'));
    await expect.poll(() => reviewMails().length).toBe(2);
    const mails = [...reviewMails()].sort(
      (a, b) => Number(b.body.includes('is approved')) - Number(a.body.includes('is approved')),
    );
    expect(mails[0]!.body).toContain('is approved');
    expect(mails[0]!.body).toContain('free remake');
    expect(mails[1]!.body).toContain('Reason: Not caused by the restoration');
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Your warranty claim ${first.reference} on ${e.reference}`,
        `Your warranty claim ${second.reference} on ${e.reference}`,
      ].sort(),
    );

    const seen = (await lookup(e)).json() as WarrantyEnrollment;
    expect(seen.claims.map((c) => c.status).sort()).toEqual(['approved', 'rejected']);
  });
});

import { casesPaths, fillPath, officesPaths, type Case, type CaseSummary } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crownPrescription, insertLabService, sendCase, signUpOffice } from './cases-fixtures';
import { insertProduct } from './fixtures/commerce';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { testClock } from './warranty-fixtures';

describe('cases', () => {
  // Tuesday, December 1, 2026: a crown (7 working days) is due Wednesday the 9th at the earliest.
  const clock = testClock('2026-12-01T15:00:00Z');
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let office: Awaited<ReturnType<typeof signUpOffice>>;
  let crown: { id: number };
  let bridge: { id: number };
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
    office = await signUpOffice(t, { admin });
    crown = await insertLabService(t);
    bridge = await insertLabService(t, {
      name: 'Zirconia Bridge',
      kind: 'bridge',
      turnaroundWorkingDays: 10,
    });
  });
  afterAll(() => t.close());

  const get = (url: string, authorization: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });
  const move = (caseId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: fillPath(casesPaths.adminCaseMove, { caseId }),
      headers: { authorization: admin.authorization },
      payload,
    });
  const countCases = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('cases')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a verified office sends a case: the server sets office, price, due date and stage', async () => {
    const res = await sendCase(t, office, crown.id, {}, { price: 0.01, officeId: 999, stage: 'shipped' });
    expect(res.statusCode).toBe(201);
    const sent = res.json<Case>();
    expect(sent).toMatchObject({
      officeId: office.office.id,
      practiceName: 'Bayfront Dental',
      dentist: { name: 'Dr. Ana Ruiz' },
      product: { id: crown.id, name: 'Zirconia Crown (monolithic)' },
      patientReference: 'JD-1042',
      kind: 'crown',
      teeth: [8],
      material: 'zirconia',
      shade: { system: 'vita_classical', shade: 'A2' },
      notes: { margins: 'Shoulder margin' },
      price: 189,
      rush: false,
      rushSurcharge: 0,
      receivedOn: '2026-12-01',
      dueDate: '2026-12-09',
      stage: 'received',
      holdQuestion: null,
    });
    expect(sent.timeline).toEqual([
      { kind: 'received', stage: 'received', note: null, by: 'Test User', at: '2026-12-01T15:00:00.000Z' },
    ]);
    const mine = await get(casesPaths.cases, office.authorization);
    expect(mine.json().items.map((c: CaseSummary) => c.id)).toContain(sent.id);
    const one = await get(fillPath(casesPaths.case, { caseId: sent.id }), office.authorization);
    expect(one.json()).toEqual(sent);
  });

  it('prices a bridge per unit and keeps a requested date the lab can meet', async () => {
    const res = await sendCase(t, office, bridge.id, {
      kind: 'bridge',
      teeth: [5, 3, 4],
      requestedDueDate: '2026-12-16',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ teeth: [3, 4, 5], price: 567, dueDate: '2026-12-16' });
  });

  it('counts the service’s own turnaround: a bridge of 10 working days is not due before the 12th', async () => {
    const early = await sendCase(t, office, bridge.id, {
      kind: 'bridge',
      teeth: [3, 4, 5],
      requestedDueDate: '2026-12-11',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().details).toEqual([
      {
        field: 'prescription.requestedDueDate',
        message:
          'The lab cannot deliver a bridge by Friday, December 11, 2026: the earliest is Saturday, December 12, 2026. Choose that day or later, or ask for a rush.',
      },
    ]);
    const quick = await insertLabService(t, { name: 'Express Crown', turnaroundWorkingDays: 3 });
    const res = await sendCase(t, office, quick.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ dueDate: '2026-12-04' });
  });

  it('a rush halves the turnaround at a surcharge: a crown due Saturday the 5th for half as much again', async () => {
    const res = await sendCase(t, office, crown.id, { rush: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      rush: true,
      dueDate: '2026-12-05',
      price: 283.5,
      rushSurcharge: 94.5,
    });
  });

  it('refuses a product that is not a lab service, and a prescription for another restoration', async () => {
    const before = await countCases();
    const brush = await insertProduct(t, { name: 'Interdental Brush' });
    const notService = await sendCase(t, office, brush.id);
    expect(notService.statusCode).toBe(400);
    expect(notService.json().details).toEqual([
      {
        field: 'productId',
        message:
          'Interdental Brush is not a lab service: choose a crown, bridge, veneer, inlay or implant crown.',
      },
    ]);
    const wrongKind = await sendCase(t, office, crown.id, { kind: 'veneer' });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().details).toEqual([
      {
        field: 'prescription.kind',
        message:
          'Zirconia Crown (monolithic) makes a crown, not a veneer: choose the service for the restoration you prescribe.',
      },
    ]);
    expect(await countCases()).toBe(before);
  });

  it.each([
    [
      'a tooth that does not exist',
      { teeth: [33] },
      'prescription.teeth',
      'Tooth 33 does not exist: use Universal numbers 1 to 32.',
    ],
    [
      'a bridge of teeth that are not neighbours',
      { kind: 'bridge' as const, teeth: [3, 4, 6] },
      'prescription.teeth',
      'A bridge joins teeth next to each other in one arch: 3, 4 and 6 are not.',
    ],
    [
      'a bridge across the arches',
      { kind: 'bridge' as const, teeth: [16, 17] },
      'prescription.teeth',
      'A bridge stays in one arch: 16 is upper, 17 is lower.',
    ],
    [
      'a due date before the turnaround',
      { requestedDueDate: '2026-12-08' },
      'prescription.requestedDueDate',
      'The lab cannot deliver a crown by Tuesday, December 8, 2026: the earliest is Wednesday, December 9, 2026. Choose that day or later, or ask for a rush.',
    ],
    [
      'a due date on a Sunday',
      { requestedDueDate: '2026-12-13' },
      'prescription.requestedDueDate',
      'The lab does not deliver on Sunday, December 13, 2026: choose a working day, Monday to Saturday.',
    ],
    [
      'a due date on Christmas Day',
      { requestedDueDate: '2026-12-25' },
      'prescription.requestedDueDate',
      'The lab does not deliver on Friday, December 25, 2026 (Christmas Day): choose a working day, Monday to Saturday.',
    ],
    [
      'a patient’s full name',
      { patientReference: 'John Doe' },
      'prescription.patientReference',
      'Use letters, digits and dashes only: initials or a chart number, not a full name.',
    ],
    [
      'a shade not on the guide',
      { shade: { system: 'vita_classical' as const, shade: 'E5' } },
      'prescription.shade.shade',
      'E5 is not a VITA classical shade: choose one from A1 to D4.',
    ],
  ])(
    'refuses %s with a message the dentist understands, and stores nothing',
    async (_what, bad, field, message) => {
      const before = await countCases();
      const res = await sendCase(t, office, crown.id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({ field, message });
      expect(await countCases()).toBe(before);
    },
  );

  it('refuses a case from an office not verified, saying why, and from an account without an office', async () => {
    const before = await countCases();
    const pending = await signUpOffice(t);
    const waiting = await sendCase(t, pending, crown.id);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().message).toBe(
      'Your office is waiting for the lab to verify its licence; you can send cases once it is verified',
    );
    const refused = await signUpOffice(t);
    await t.app.inject({
      method: 'POST',
      url: fillPath(officesPaths.adminOfficeReview, { officeId: refused.office.id }),
      headers: { authorization: admin.authorization },
      payload: { decision: 'reject', reason: 'The licence has expired' },
    });
    const rejected = await sendCase(t, refused, crown.id);
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json().message).toBe('The lab could not verify your office: The licence has expired');
    const patient = await createUserWithToken(t);
    const noOffice = await sendCase(t, { ...patient, office: office.office }, crown.id);
    expect(noOffice.statusCode).toBe(403);
    expect(noOffice.json().message).toBe('Only a dentist office sends cases: sign your office up first');
    expect(await countCases()).toBe(before);
  });

  it('refuses a dentist of another office and a service that is not offered', async () => {
    const other = await signUpOffice(t, { admin });
    const before = await countCases();
    const wrongDentist = await sendCase(t, office, crown.id, {}, { dentistId: other.office.dentists[0]!.id });
    expect(wrongDentist.statusCode).toBe(400);
    expect(wrongDentist.json().message).toBe(
      'Choose one of your office’s dentists as the prescribing dentist.',
    );
    const archived = await insertProduct(t, { archived: true });
    const gone = await sendCase(t, office, archived.id);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe('This lab service is not offered any more: choose another one.');
    expect(await countCases()).toBe(before);
  });

  it('a case sent twice with one Idempotency-Key is stored once; the key with another case is refused', async () => {
    const before = await countCases();
    const send = (teeth: number[]) =>
      t.app.inject({
        method: 'POST',
        url: casesPaths.cases,
        headers: { authorization: office.authorization, 'idempotency-key': `send-${teeth.join('-')}` },
        payload: {
          productId: crown.id,
          dentistId: office.office.dentists[0]!.id,
          prescription: { ...crownPrescription(), teeth },
        },
      });
    const answers = await Promise.all([send([9]), send([9]), send([9])]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.json<Case>().id)).size).toBe(1);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await countCases()).toBe(before + 1);

    // The next day the due date first given is still the answer, not a refusal.
    clock.set('2026-12-08T15:00:00Z');
    const later = await send([9]);
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ id: answers[0]!.json<Case>().id, dueDate: '2026-12-09' });
    clock.set('2026-12-01T15:00:00Z');

    const other = await t.app.inject({
      method: 'POST',
      url: casesPaths.cases,
      headers: { authorization: office.authorization, 'idempotency-key': 'send-9' },
      payload: {
        productId: crown.id,
        dentistId: office.office.dentists[0]!.id,
        prescription: { ...crownPrescription(), teeth: [10] },
      },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'This Idempotency-Key was already used for a different case. Use a new key for a new case.',
    );
    expect(await countCases()).toBe(before + 1);
  });

  it('the lab moves a case forward one stage at a time, holds it with a question, and the timeline says who and when', async () => {
    const sent = (await sendCase(t, office, crown.id)).json<Case>();
    const skip = await move(sent.id, { action: 'advance', to: 'finishing' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(
      'A case moves forward one stage at a time: from Received it goes to Design.',
    );
    clock.set('2026-12-02T09:00:00Z');
    expect((await move(sent.id, { action: 'advance', to: 'design' })).json().stage).toBe('design');
    clock.set('2026-12-02T10:00:00Z');
    const held = await move(sent.id, {
      action: 'hold',
      question: 'Is the margin on 8 a chamfer or a shoulder?',
    });
    expect(held.json()).toMatchObject({
      stage: 'design',
      holdQuestion: 'Is the margin on 8 a chamfer or a shoulder?',
    });
    const whileHeld = await move(sent.id, { action: 'advance', to: 'milling_printing' });
    expect(whileHeld.statusCode).toBe(409);
    expect(whileHeld.json().message).toBe(
      'This case is on hold with a question: resume it before moving it on.',
    );
    clock.set('2026-12-02T11:00:00Z');
    await move(sent.id, { action: 'resume' });
    for (const to of ['milling_printing', 'finishing', 'quality_check', 'shipped', 'delivered']) {
      const res = await move(sent.id, { action: 'advance', to });
      expect(res.statusCode, to).toBe(200);
    }
    const after = await move(sent.id, { action: 'advance', to: 'delivered' });
    expect(after.statusCode).toBe(409);

    const seen = (
      await get(fillPath(casesPaths.case, { caseId: sent.id }), office.authorization)
    ).json<Case>();
    expect(seen.stage).toBe('delivered');
    expect(seen.timeline.map((e) => [e.kind, e.stage])).toEqual([
      ['received', 'received'],
      ['advanced', 'design'],
      ['held', 'design'],
      ['resumed', 'design'],
      ['advanced', 'milling_printing'],
      ['advanced', 'finishing'],
      ['advanced', 'quality_check'],
      ['advanced', 'shipped'],
      ['advanced', 'delivered'],
    ]);
    expect(seen.timeline[2]).toEqual({
      kind: 'held',
      stage: 'design',
      note: 'Is the margin on 8 a chamfer or a shoulder?',
      by: 'Test User',
      at: '2026-12-02T10:00:00.000Z',
    });
    clock.set('2026-12-01T15:00:00Z');
  });

  it('administrators list every office’s cases by stage; offices and patients cannot move them', async () => {
    const other = await signUpOffice(t, { admin, form: { practiceName: 'Coral Gables Smiles' } });
    const theirs = (await sendCase(t, other, crown.id)).json<Case>();
    const all = await get(`${casesPaths.adminCases}?stage=received&size=100`, admin.authorization);
    expect(all.statusCode).toBe(200);
    const practices = all.json().items.map((c: CaseSummary) => c.practiceName);
    expect(practices).toEqual(expect.arrayContaining(['Bayfront Dental', 'Coral Gables Smiles']));
    expect(all.json().items.every((c: CaseSummary) => c.stage === 'received')).toBe(true);

    const byOffice = await t.app.inject({
      method: 'POST',
      url: fillPath(casesPaths.adminCaseMove, { caseId: theirs.id }),
      headers: { authorization: other.authorization },
      payload: { action: 'advance', to: 'design' },
    });
    expect(byOffice.statusCode).toBe(403);
    expect((await get(casesPaths.adminCases, other.authorization)).statusCode).toBe(403);
    const still = await get(fillPath(casesPaths.adminCase, { caseId: theirs.id }), admin.authorization);
    expect(still.json().stage).toBe('received');
  });
});

import { casesPaths, fillPath, type Case, type CaseRecord, type CaseSummary } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLabService, sendCase, signUpOffice } from './cases-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { testClock } from './warranty-fixtures';

describe('who sees a case, and the record of it', () => {
  const clock = testClock('2026-12-01T15:00:00Z');
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let bayfront: Awaited<ReturnType<typeof signUpOffice>>;
  let coral: Awaited<ReturnType<typeof signUpOffice>>;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, { role: 'ADMIN', email: 'lab@interdentallab.example' });
    bayfront = await signUpOffice(t, { admin });
    coral = await signUpOffice(t, { admin, form: { practiceName: 'Coral Gables Smiles' } });
    productId = (await insertLabService(t)).id;
  });
  afterAll(() => t.close());

  const get = (url: string, authorization: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });
  const caseUrl = (caseId: number) => fillPath(casesPaths.case, { caseId });
  const recordUrl = (caseId: number) => fillPath(casesPaths.adminCaseRecord, { caseId });

  it('an office sees its own cases only: another office’s case is not found, like one that does not exist', async () => {
    const theirs = (await sendCase(t, bayfront, productId)).json<Case>();
    const ours = (await sendCase(t, coral, productId)).json<Case>();

    expect((await get(caseUrl(theirs.id), bayfront.authorization)).statusCode).toBe(200);
    const other = await get(caseUrl(theirs.id), coral.authorization);
    const missing = await get(caseUrl(999_999), coral.authorization);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(other.body).not.toContain('Bayfront');

    const coralList = (await get(casesPaths.cases, coral.authorization)).json();
    expect(coralList.items.map((c: CaseSummary) => c.id)).toEqual([ours.id]);
    expect(coralList.total).toBe(1);

    const patient = await createUserWithToken(t);
    expect((await get(caseUrl(theirs.id), patient.authorization)).statusCode).toBe(404);
    expect((await get(casesPaths.cases, patient.authorization)).json().items).toEqual([]);
  });

  it('records who sent, viewed and changed a case, and when; only administrators read the record', async () => {
    clock.set('2026-12-01T15:00:00Z');
    const sent = (await sendCase(t, bayfront, productId)).json<Case>();
    clock.set('2026-12-01T16:00:00Z');
    await get(caseUrl(sent.id), bayfront.authorization);
    // Another office's attempt shows it nothing and is no view of the case.
    await get(caseUrl(sent.id), coral.authorization);
    clock.set('2026-12-02T09:00:00Z');
    await get(fillPath(casesPaths.adminCase, { caseId: sent.id }), admin.authorization);
    clock.set('2026-12-02T09:30:00Z');
    await t.app.inject({
      method: 'POST',
      url: fillPath(casesPaths.adminCaseMove, { caseId: sent.id }),
      headers: { authorization: admin.authorization },
      payload: { action: 'hold', question: 'Is the margin on 8 a chamfer or a shoulder?' },
    });
    // A refused move changes nothing and is not recorded.
    const refused = await t.app.inject({
      method: 'POST',
      url: fillPath(casesPaths.adminCaseMove, { caseId: sent.id }),
      headers: { authorization: admin.authorization },
      payload: { action: 'advance', to: 'design' },
    });
    expect(refused.statusCode).toBe(409);

    const res = await get(recordUrl(sent.id), admin.authorization);
    expect(res.statusCode).toBe(200);
    const record = res.json<CaseRecord>();
    const office = { id: bayfront.id, name: 'Test User', email: bayfront.email };
    const lab = { id: admin.id, name: 'Test User', email: 'lab@interdentallab.example' };
    expect(record).toEqual({
      caseId: sent.id,
      entries: [
        { action: 'create', detail: null, by: office, at: '2026-12-01T15:00:00.000Z' },
        { action: 'view', detail: null, by: office, at: '2026-12-01T16:00:00.000Z' },
        { action: 'view', detail: null, by: lab, at: '2026-12-02T09:00:00.000Z' },
        {
          action: 'change',
          detail: 'Put on hold: Is the margin on 8 a chamfer or a shoulder?',
          by: lab,
          at: '2026-12-02T09:30:00.000Z',
        },
      ],
    });

    expect((await get(recordUrl(sent.id), bayfront.authorization)).statusCode).toBe(403);
    expect((await get(recordUrl(999_999), admin.authorization)).statusCode).toBe(404);
  });

  it('records each case the office’s list shows as a view of it, and no case it does not show', async () => {
    clock.set('2026-12-03T10:00:00Z');
    const older = (await sendCase(t, bayfront, productId, { patientReference: 'AB-1' })).json<Case>();
    clock.set('2026-12-03T10:05:00Z');
    const newer = (await sendCase(t, bayfront, productId, { patientReference: 'AB-2' })).json<Case>();
    clock.set('2026-12-03T11:00:00Z');
    const page = await get(`${casesPaths.cases}?page=0&size=1`, bayfront.authorization);
    expect(page.json().items.map((c: CaseSummary) => c.id)).toEqual([newer.id]);
    // Another office's list shows it none of Bayfront's cases, and records nothing on them.
    await get(casesPaths.cases, coral.authorization);

    const entriesOf = async (caseId: number) =>
      (await get(recordUrl(caseId), admin.authorization)).json<CaseRecord>().entries;
    const office = { id: bayfront.id, name: 'Test User', email: bayfront.email };
    expect(await entriesOf(newer.id)).toEqual([
      { action: 'create', detail: null, by: office, at: '2026-12-03T10:05:00.000Z' },
      {
        action: 'view',
        detail: 'Listed among the office’s cases',
        by: office,
        at: '2026-12-03T11:00:00.000Z',
      },
    ]);
    expect((await entriesOf(older.id)).map((e) => e.action)).toEqual(['create']);
  });
});

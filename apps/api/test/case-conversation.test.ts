import {
  casesPaths,
  fillPath,
  type Case,
  type CaseConversation,
  type CaseMessage,
  type CaseRecord,
} from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import { insertLabService, sendCase, signUpOffice } from './cases-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { testClock } from './warranty-fixtures';

describe('a case’s conversation between its office and the lab', () => {
  const clock = testClock('2026-12-01T15:00:00Z');
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let bayfront: Awaited<ReturnType<typeof signUpOffice>>;
  let coral: Awaited<ReturnType<typeof signUpOffice>>;
  let productId: number;
  const rename = (id: number, first: string, last: string) =>
    t.database.db
      .updateTable('users')
      .set({ first_name: first, last_name: last })
      .where('id', '=', id)
      .execute();
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, { role: 'ADMIN', email: 'lab@interdentallab.example' });
    bayfront = await signUpOffice(t, { admin });
    coral = await signUpOffice(t, { admin, form: { practiceName: 'Coral Gables Smiles' } });
    productId = (await insertLabService(t)).id;
    await rename(admin.id, 'Sam', 'Ortiz');
    await rename(bayfront.id, 'Ana', 'Ruiz');
  });
  afterAll(() => t.close());

  const officeUrl = (caseId: number) => fillPath(casesPaths.caseMessages, { caseId });
  const labUrl = (caseId: number) => fillPath(casesPaths.adminCaseMessages, { caseId });
  const read = (url: string, authorization: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });
  const write = (url: string, authorization: string, payload: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization, ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as object,
    });
  const move = (caseId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: fillPath(casesPaths.adminCaseMove, { caseId }),
      headers: { authorization: admin.authorization },
      payload,
    });
  const newCase = async () => (await sendCase(t, bayfront, productId)).json<Case>();
  const messagesOf = async (caseId: number) =>
    (await read(labUrl(caseId), admin.authorization)).json<CaseConversation>().messages;
  /** What is stored, without reading through the API (a read is itself recorded). */
  const stored = async (caseId: number) => ({
    messages: (
      await t.database.db.selectFrom('case_messages').select('body').where('case_id', '=', caseId).execute()
    ).map((row) => row.body),
    record: (
      await t.database.db
        .selectFrom('case_access_log')
        .select(['action', 'detail'])
        .where('case_id', '=', caseId)
        .orderBy('id')
        .execute()
    ).map((row) => `${row.action} ${row.detail ?? ''}`.trim()),
  });

  it('the office and the lab write and read, oldest first, each message saying who, which side and when', async () => {
    clock.set('2026-12-01T15:00:00Z');
    const sent = await newCase();
    expect((await read(officeUrl(sent.id), bayfront.authorization)).json()).toEqual({
      caseId: sent.id,
      messages: [],
    });

    clock.set('2026-12-01T16:00:00Z');
    const first = await write(officeUrl(sent.id), bayfront.authorization, {
      text: '  Please keep the contacts light on 7 and 9.  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<CaseMessage>()).toEqual({
      id: expect.any(Number),
      kind: 'message',
      text: 'Please keep the contacts light on 7 and 9.',
      photos: [],
      author: { side: 'office', name: 'Ana Ruiz' },
      at: '2026-12-01T16:00:00.000Z',
    });
    clock.set('2026-12-02T09:15:00Z');
    const reply = await write(labUrl(sent.id), admin.authorization, { text: 'Noted: light contacts.' });
    expect(reply.statusCode).toBe(201);
    // Two messages in the same millisecond keep the order they were written in.
    await write(officeUrl(sent.id), bayfront.authorization, { text: 'Thank you!' });
    await write(officeUrl(sent.id), bayfront.authorization, { text: 'And the shade is A2, as written.' });

    const expected = [
      ['office', 'Ana Ruiz', 'Please keep the contacts light on 7 and 9.', '2026-12-01T16:00:00.000Z'],
      ['lab', 'Sam Ortiz', 'Noted: light contacts.', '2026-12-02T09:15:00.000Z'],
      ['office', 'Ana Ruiz', 'Thank you!', '2026-12-02T09:15:00.000Z'],
      ['office', 'Ana Ruiz', 'And the shade is A2, as written.', '2026-12-02T09:15:00.000Z'],
    ];
    const summary = (conversation: CaseConversation) =>
      conversation.messages.map((m) => [m.author.side, m.author.name, m.text, m.at]);
    const asOffice = await read(officeUrl(sent.id), bayfront.authorization);
    const asLab = await read(labUrl(sent.id), admin.authorization);
    expect(asOffice.statusCode).toBe(200);
    expect(asLab.statusCode).toBe(200);
    expect(summary(asOffice.json())).toEqual(expected);
    expect(asLab.json()).toEqual(asOffice.json());
  });

  it('the hold question is the lab’s message; the office’s answer is kept and the lab resumes the case', async () => {
    clock.set('2026-12-01T15:00:00Z');
    const sent = await newCase();
    clock.set('2026-12-02T10:00:00Z');
    expect(
      (await move(sent.id, { action: 'hold', question: 'Is the margin on 8 a chamfer or a shoulder?' }))
        .statusCode,
    ).toBe(200);

    const asked = (await read(officeUrl(sent.id), bayfront.authorization)).json<CaseConversation>();
    expect(asked.messages).toEqual([
      {
        id: expect.any(Number),
        kind: 'hold_question',
        text: 'Is the margin on 8 a chamfer or a shoulder?',
        photos: [],
        author: { side: 'lab', name: 'Sam Ortiz' },
        at: '2026-12-02T10:00:00.000Z',
      },
    ]);

    clock.set('2026-12-02T11:30:00Z');
    const answer = await write(officeUrl(sent.id), bayfront.authorization, { text: 'A chamfer, 0.5 mm.' });
    expect(answer.statusCode).toBe(201);
    // Answering does not resume the case: the lab decides whether the answer is enough.
    const held = (
      await read(fillPath(casesPaths.case, { caseId: sent.id }), bayfront.authorization)
    ).json<Case>();
    expect(held.holdQuestion).toBe('Is the margin on 8 a chamfer or a shoulder?');
    expect(held.stage).toBe('received');

    clock.set('2026-12-02T12:00:00Z');
    expect((await move(sent.id, { action: 'resume' })).statusCode).toBe(200);
    expect((await move(sent.id, { action: 'advance', to: 'design' })).statusCode).toBe(200);
    expect((await messagesOf(sent.id)).map((m) => [m.kind, m.author.side, m.text])).toEqual([
      ['hold_question', 'lab', 'Is the margin on 8 a chamfer or a shoulder?'],
      ['message', 'office', 'A chamfer, 0.5 mm.'],
    ]);
    // A refused hold (the case is already held) asks nothing.
    expect((await move(sent.id, { action: 'hold', question: 'Which shade?' })).statusCode).toBe(200);
    expect((await move(sent.id, { action: 'hold', question: 'Again?' })).statusCode).toBe(409);
    expect((await messagesOf(sent.id)).map((m) => m.text)).toEqual([
      'Is the margin on 8 a chamfer or a shoulder?',
      'A chamfer, 0.5 mm.',
      'Which shade?',
    ]);
  });

  it('another office’s case is not found, like a case that does not exist, and nothing changes', async () => {
    const theirs = await newCase();
    await write(officeUrl(theirs.id), bayfront.authorization, { text: 'Our note.' });
    const before = await stored(theirs.id);

    const readOther = await read(officeUrl(theirs.id), coral.authorization);
    const writeOther = await write(officeUrl(theirs.id), coral.authorization, { text: 'Hello?' });
    const missing = await read(officeUrl(999_999), coral.authorization);
    expect(readOther.statusCode).toBe(404);
    expect(writeOther.statusCode).toBe(404);
    expect(readOther.json()).toEqual(missing.json());
    expect(writeOther.json()).toEqual(missing.json());
    expect(readOther.body).not.toContain('Our note');
    expect(await stored(theirs.id)).toEqual(before);

    expect((await read(labUrl(999_999), admin.authorization)).statusCode).toBe(404);
    expect((await write(labUrl(999_999), admin.authorization, { text: 'Hello' })).statusCode).toBe(404);
    // The office cannot write as the lab.
    expect((await write(labUrl(theirs.id), bayfront.authorization, { text: 'As the lab' })).statusCode).toBe(
      403,
    );
    expect(await stored(theirs.id)).toEqual(before);
  });

  it.each([
    [{ text: '' }, 'Write a message'],
    [{ text: '   \n  ' }, 'Write a message'],
    [{}, 'Write a message'],
    [{ text: 42 }, 'Write a message'],
    [{ text: 'x'.repeat(4001) }, 'At most 4000 characters'],
  ])('refuses %j with “%s”, for the office and the lab, and stores nothing', async (payload, message) => {
    const sent = await newCase();
    const before = await stored(sent.id);
    for (const [url, authorization] of [
      [officeUrl(sent.id), bayfront.authorization],
      [labUrl(sent.id), admin.authorization],
    ] as const) {
      const res = await write(url, authorization, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({ field: 'text', message });
    }
    expect(await stored(sent.id)).toEqual(before);
  });

  it('takes 4000 characters after trimming', async () => {
    const sent = await newCase();
    const res = await write(officeUrl(sent.id), bayfront.authorization, { text: ` ${'x'.repeat(4000)} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json<CaseMessage>().text).toHaveLength(4000);
  });

  it('an office not verified, or an account without an office, is refused like for sending a case', async () => {
    const sent = await newCase();
    const before = await stored(sent.id);
    const pending = await signUpOffice(t);
    const waiting = await write(officeUrl(sent.id), pending.authorization, { text: 'Hello' });
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().message).toBe(
      'Your office is waiting for the lab to verify its licence; you can send cases once it is verified',
    );
    expect((await read(officeUrl(sent.id), pending.authorization)).statusCode).toBe(403);
    const patient = await createUserWithToken(t);
    const noOffice = await write(officeUrl(sent.id), patient.authorization, { text: 'Hello' });
    expect(noOffice.statusCode).toBe(403);
    expect(noOffice.json().message).toBe('Only a dentist office sends cases: sign your office up first');
    expect((await t.app.inject({ method: 'GET', url: officeUrl(sent.id) })).statusCode).toBe(401);
    expect(await stored(sent.id)).toEqual(before);
  });

  it('a message sent twice with one Idempotency-Key is posted once; the key with another text is refused', async () => {
    const sent = await newCase();
    const answers = await Promise.all(
      [1, 2, 3].map(() => write(officeUrl(sent.id), bayfront.authorization, { text: 'Chamfer.' }, 'send-1')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.json<CaseMessage>().id)).size).toBe(1);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(2);

    const other = await write(officeUrl(sent.id), bayfront.authorization, { text: 'Shoulder.' }, 'send-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'This Idempotency-Key was already used for a different message. Use a new key for a new message.',
    );
    // The lab's keys are its own: the same key from the lab posts the lab's message.
    expect(
      (await write(labUrl(sent.id), admin.authorization, { text: 'Chamfer.' }, 'send-1')).statusCode,
    ).toBe(201);
    expect((await stored(sent.id)).messages).toEqual(['Chamfer.', 'Chamfer.']);
  });

  it('the record lists every read of the conversation and every message, with who and when', async () => {
    clock.set('2026-12-03T08:00:00Z');
    const sent = await newCase();
    clock.set('2026-12-03T09:00:00Z');
    await move(sent.id, { action: 'hold', question: 'Which shade on 8?' });
    clock.set('2026-12-03T10:00:00Z');
    await read(officeUrl(sent.id), bayfront.authorization);
    clock.set('2026-12-03T10:05:00Z');
    await write(officeUrl(sent.id), bayfront.authorization, { text: 'A2.' }, 'answer-shade');
    // A replayed send posts nothing and is not recorded again.
    await write(officeUrl(sent.id), bayfront.authorization, { text: 'A2.' }, 'answer-shade');
    clock.set('2026-12-03T11:00:00Z');
    await read(labUrl(sent.id), admin.authorization);
    await move(sent.id, { action: 'resume' });
    clock.set('2026-12-03T11:10:00Z');
    await write(labUrl(sent.id), admin.authorization, { text: 'Thanks, resumed.' });
    await write(officeUrl(sent.id), bayfront.authorization, { text: 'Great.' });

    const record = (
      await read(fillPath(casesPaths.adminCaseRecord, { caseId: sent.id }), admin.authorization)
    ).json<CaseRecord>();
    const office = { id: bayfront.id, name: 'Ana Ruiz', email: bayfront.email };
    const lab = { id: admin.id, name: 'Sam Ortiz', email: 'lab@interdentallab.example' };
    expect(record.entries).toEqual([
      { action: 'create', detail: null, by: office, at: '2026-12-03T08:00:00.000Z' },
      { action: 'change', detail: 'Put on hold: Which shade on 8?', by: lab, at: '2026-12-03T09:00:00.000Z' },
      { action: 'view', detail: 'Read the conversation', by: office, at: '2026-12-03T10:00:00.000Z' },
      {
        action: 'change',
        detail: 'Answered the hold question in the conversation',
        by: office,
        at: '2026-12-03T10:05:00.000Z',
      },
      { action: 'view', detail: 'Read the conversation', by: lab, at: '2026-12-03T11:00:00.000Z' },
      { action: 'change', detail: 'Resumed', by: lab, at: '2026-12-03T11:00:00.000Z' },
      { action: 'change', detail: 'Wrote in the conversation', by: lab, at: '2026-12-03T11:10:00.000Z' },
      { action: 'change', detail: 'Wrote in the conversation', by: office, at: '2026-12-03T11:10:00.000Z' },
    ]);
  });

  // Last: it drops and remakes the conversations of every case of this file.
  it('a case held before conversations existed shows its question once the migration has run', async () => {
    clock.set('2026-12-04T09:00:00Z');
    const sent = await newCase();
    clock.set('2026-12-04T10:00:00Z');
    await move(sent.id, { action: 'hold', question: 'Is 8 vital?' });
    const conversations = migrations['0031_case_messages']!(t.database.kind);
    const photos = migrations['0033_case_photos']!(t.database.kind);
    await photos.down!(t.database.db);
    await conversations.down!(t.database.db);
    await conversations.up(t.database.db);
    await photos.up(t.database.db);
    const messages = await messagesOf(sent.id);
    expect(messages.map((m) => [m.kind, m.author, m.text, m.at])).toEqual([
      ['hold_question', { side: 'lab', name: 'Sam Ortiz' }, 'Is 8 vital?', '2026-12-04T10:00:00.000Z'],
    ]);
  });
});

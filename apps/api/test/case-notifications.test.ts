import {
  casesPaths,
  fillPath,
  formatDay,
  notificationsPaths,
  usersPaths,
  type Case,
  type Notification,
} from '@idl/api-contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertLabService, sendCase, signUpOffice } from './cases-fixtures';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';
import { startSmtpCapture } from './smtp-capture';
import { testClock } from './warranty-fixtures';

const PUBLIC_URL = 'https://shop.example.com';
const SHOP_EMAIL = 'lab@shop.example.com';

/**
 * Each move of a case (the next stage, a hold with its question, a resume) tells the office's
 * account in the app and by e-mail, queued in the move's own transaction: once per move, only the
 * case's own office, and nothing for a move that is refused or not kept.
 */
describe('the office is told of each move of its case', () => {
  const clock = testClock('2026-12-01T15:00:00Z');
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let office: Awaited<ReturnType<typeof signUpOffice>>;
  let other: Awaited<ReturnType<typeof signUpOffice>>;
  let bridge: { id: number };
  let crown: { id: number };
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, SHOP_EMAIL }, { now: clock.now });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
    office = await signUpOffice(t, { admin });
    other = await signUpOffice(t, { admin, form: { practiceName: 'Coral Gables Smiles' } });
    bridge = await insertLabService(t, {
      name: 'Zirconia Bridge',
      kind: 'bridge',
      turnaroundWorkingDays: 10,
    });
    crown = await insertLabService(t);
  });
  afterEach(() => allowMail());
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const move = (caseId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: fillPath(casesPaths.adminCaseMove, { caseId }),
      headers: { authorization: admin.authorization },
      payload,
    });
  /** What the bell shows the account: its notifications about cases, newest first. */
  const caseNotices = async (account: { authorization: string }) => {
    const res = await t.app.inject({
      method: 'GET',
      url: notificationsPaths.notifications,
      headers: { authorization: account.authorization },
    });
    expect(res.statusCode).toBe(200);
    return res
      .json<{ notifications: Notification[] }>()
      .notifications.filter((n) => n.type.startsWith('case_'));
  };
  /** The e-mails queued to an address (the outbox the mail worker sends from), oldest first. */
  const queuedMail = (address: string) =>
    t.database.db
      .selectFrom('mail_queue')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();
  const totals = async () => ({
    notifications: Number(
      (
        await t.database.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    mail: Number(
      (
        await t.database.db
          .selectFrom('mail_queue')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  async function refuseMail() {
    if (testDatabaseKind === 'sqlite') {
      await sql`create trigger refuse_mail before insert on mail_queue
        begin select raise(abort, 'mail queue refused'); end`.execute(t.database.db);
    } else {
      await sql`create function refuse_mail() returns trigger language plpgsql
        as $$ begin raise exception 'mail queue refused'; end $$`.execute(t.database.db);
      await sql`create trigger refuse_mail before insert on mail_queue
        for each row execute function refuse_mail()`.execute(t.database.db);
    }
  }
  async function allowMail() {
    if (testDatabaseKind === 'sqlite') {
      await sql`drop trigger if exists refuse_mail`.execute(t.database.db);
    } else {
      await sql`drop trigger if exists refuse_mail on mail_queue`.execute(t.database.db);
      await sql`drop function if exists refuse_mail()`.execute(t.database.db);
    }
  }

  it('tells the office once per move, with the case, the stage in words, the question and the case’s link', async () => {
    const sent = (
      await sendCase(t, office, bridge.id, { patientReference: 'JD-1042', kind: 'bridge', teeth: [3, 4, 5] })
    ).json<Case>();
    const link = `/cases/${sent.id}`;
    const theCase = 'JD-1042 (Zirconia Bridge on teeth 3, 4 and 5)';
    expect(await caseNotices(office)).toEqual([]);

    const expected: { payload: object; type: string; title: string; message: string }[] = [
      {
        payload: { action: 'advance', to: 'design' },
        type: 'case_moved',
        title: 'Case JD-1042: Design',
        message: `The lab moved your case ${theCase} to Design.`,
      },
      {
        payload: { action: 'hold', question: 'Is the margin on 3 a chamfer or a shoulder?' },
        type: 'case_on_hold',
        title: 'Case JD-1042 on hold: the lab has a question',
        message: `The lab put your case ${theCase} on hold at Design and asks: Is the margin on 3 a chamfer or a shoulder?`,
      },
      {
        payload: { action: 'resume' },
        type: 'case_moved',
        title: 'Case JD-1042 resumed',
        message: `The lab resumed your case ${theCase} at Design.`,
      },
      ...(
        [
          ['milling_printing', 'Milling or Printing'],
          ['finishing', 'Finishing'],
          ['quality_check', 'Quality Check'],
          ['shipped', 'Shipped'],
          ['delivered', 'Delivered'],
        ] as const
      ).map(([to, words]) => ({
        payload: { action: 'advance', to },
        type: 'case_moved',
        title: `Case JD-1042: ${words}`,
        message: `The lab moved your case ${theCase} to ${words}.`,
      })),
    ];

    for (const [index, step] of expected.entries()) {
      const res = await move(sent.id, step.payload);
      expect(res.statusCode, step.title).toBe(200);
      const notices = await caseNotices(office);
      expect(notices, step.title).toHaveLength(index + 1);
      expect(notices[0]).toMatchObject({
        type: step.type,
        title: step.title,
        message: step.message,
        link,
        read: false,
      });
      const mails = await queuedMail(office.email);
      expect(mails, step.title).toHaveLength(index + 1);
      const mail = mails.at(-1)!;
      expect(mail.subject).toBe(`${step.title} | Interdental Lab`);
      expect(mail.text_body).toContain('Hello Bayfront Dental,');
      expect(mail.text_body).toContain(step.message);
      expect(mail.text_body).toContain(
        `Patient: JD-1042. Service: Zirconia Bridge. Teeth: 3, 4 and 5. Dentist: Dr. Ana Ruiz. Due: ${formatDay(sent.dueDate)}.`,
      );
      expect(mail.text_body).toContain(`See the case: ${PUBLIC_URL}${link}`);
      expect(mail.html_body).toContain(`href="${PUBLIC_URL}${link}"`);
    }

    // The mail worker delivers each once (not necessarily in order): eight moves, eight messages.
    const subjects = expected.map((step) => `${step.title} | Interdental Lab`).sort();
    await expect
      .poll(
        () =>
          smtp
            .to(office.email)
            .map((m) => m.subject)
            .sort(),
        { timeout: 30_000 },
      )
      .toEqual(subjects);
    // The other office, its cases untouched, heard nothing.
    expect(await caseNotices(other)).toEqual([]);
    expect(await queuedMail(other.email)).toEqual([]);
    expect(smtp.to(other.email)).toEqual([]);
  });

  it('tells only the case’s own office, whichever case moves', async () => {
    const ours = (await sendCase(t, office, crown.id, { patientReference: 'AB-7' })).json<Case>();
    const theirs = (await sendCase(t, other, crown.id, { patientReference: 'CG-88' })).json<Case>();
    const oursBefore = (await caseNotices(office)).length;
    expect((await move(theirs.id, { action: 'advance', to: 'design' })).statusCode).toBe(200);

    const told = await caseNotices(other);
    expect(told.map((n) => [n.title, n.link])).toEqual([['Case CG-88: Design', `/cases/${theirs.id}`]]);
    expect((await queuedMail(other.email)).map((m) => m.subject)).toEqual([
      'Case CG-88: Design | Interdental Lab',
    ]);
    expect(await caseNotices(office)).toHaveLength(oursBefore);
    expect((await queuedMail(office.email)).some((m) => m.subject.includes('CG-88'))).toBe(false);
    expect(ours.stage).toBe('received');
  });

  it('tells the office when the lab writes in the conversation, once', async () => {
    const sent = (await sendCase(t, office, crown.id, { patientReference: 'MS-4' })).json<Case>();
    const write = (
      account: { authorization: string },
      path: string,
      text: string,
      headers: Record<string, string> = {},
    ) =>
      t.app.inject({
        method: 'POST',
        url: fillPath(path, { caseId: sent.id }),
        headers: { authorization: account.authorization, ...headers },
        payload: { text },
      });
    const before = await totals();
    // Refused (no text): nothing is told.
    expect((await write(admin, casesPaths.adminCaseMessages, '   ')).statusCode).toBe(400);
    expect(await totals()).toEqual(before);
    const long = `Please confirm the margin on 8. ${'The scan shows a chamfer on the buccal side. '.repeat(6)}`;
    const key = { 'idempotency-key': 'lab-message-ms-4' };
    expect((await write(admin, casesPaths.adminCaseMessages, long, key)).statusCode).toBe(201);
    // A retry of the same message (same key) is the same message: told once.
    expect((await write(admin, casesPaths.adminCaseMessages, long, key)).statusCode).toBe(201);
    const told = (await caseNotices(office)).filter((n) => n.type === 'case_message');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'Case MS-4: a message from the lab',
      link: `/cases/${sent.id}`,
    });
    expect(told[0]!.message).toMatch(
      /^The lab wrote about MS-4 \(Zirconia Crown \(monolithic\) on tooth 8\): Please confirm the margin on 8\. .+…$/,
    );
    expect(told[0]!.message.length).toBeLessThan(260);
    const mail = (await queuedMail(office.email)).filter((m) => m.subject.startsWith('Case MS-4'));
    expect(mail.map((m) => m.subject)).toEqual(['Case MS-4: a message from the lab | Interdental Lab']);
    // The e-mail carries the whole message.
    expect(mail[0]!.text_body).toContain(long.trim());
    expect(await totals()).toEqual({ notifications: before.notifications + 1, mail: before.mail + 1 });

    // The office hears nothing of its own message.
    expect((await write(office, casesPaths.caseMessages, 'Chamfer confirmed.')).statusCode).toBe(201);
    expect((await caseNotices(office)).filter((n) => n.type === 'case_message')).toHaveLength(1);
  });

  it('tells the lab when an office writes in the conversation: the bell and the shop’s mailbox', async () => {
    const sent = (await sendCase(t, office, crown.id, { patientReference: 'OW-1' })).json<Case>();
    const write = (account: { authorization: string }, text: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: fillPath(casesPaths.caseMessages, { caseId: sent.id }),
        headers: { authorization: account.authorization, ...headers },
        payload: { text },
      });
    const labNotices = async () =>
      (await caseNotices(admin)).filter(
        (n) => n.type === 'case_office_message' && n.title.startsWith('Case OW-1'),
      );
    const labMail = async () =>
      (await queuedMail(SHOP_EMAIL)).filter((m) => m.subject.startsWith('Case OW-1'));
    const before = await totals();
    // Refused (no text) or another office's attempt (404): nobody is told.
    expect((await write(office, '  ')).statusCode).toBe(400);
    expect((await write(other, 'Is this ours?')).statusCode).toBe(404);
    expect(await totals()).toEqual(before);

    const text = 'Please use the stump shade ND3 for tooth 8.\nThe patient prefers a slightly warmer tone.';
    const key = { 'idempotency-key': 'office-message-ow-1' };
    expect((await write(office, text, key)).statusCode).toBe(201);
    expect((await write(office, text, key)).statusCode).toBe(201);
    const told = await labNotices();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'Case OW-1: a message from Bayfront Dental',
      message:
        'Bayfront Dental wrote about OW-1 (Zirconia Crown (monolithic) on tooth 8): Please use the stump shade ND3 for tooth 8. The patient prefers a slightly warmer tone.',
      link: `/admin/cases/${sent.id}`,
    });
    const mail = await labMail();
    expect(mail.map((m) => m.subject)).toEqual([
      'Case OW-1: a message from Bayfront Dental | Interdental Lab',
    ]);
    expect(mail[0]!.text_body).toContain(text);
    expect(mail[0]!.text_body).toContain(`Open the case: ${PUBLIC_URL}/admin/cases/${sent.id}`);
    expect(await totals()).toEqual({ notifications: before.notifications + 1, mail: before.mail + 1 });
    // Neither office hears of it.
    expect((await caseNotices(office)).some((n) => n.title.startsWith('Case OW-1'))).toBe(false);
    expect((await caseNotices(other)).some((n) => n.title.startsWith('Case OW-1'))).toBe(false);

    // While the case is on hold, the office's message is its answer, and the lab is told so.
    expect((await move(sent.id, { action: 'hold', question: 'Which stump shade on 8?' })).statusCode).toBe(
      200,
    );
    expect((await write(office, 'ND3, as in the photo.')).statusCode).toBe(201);
    expect((await labNotices())[0]).toMatchObject({
      title: 'Case OW-1: Bayfront Dental answered the hold question',
      link: `/admin/cases/${sent.id}`,
    });
    expect((await labMail()).at(-1)!.text_body).toContain(
      'The case is on hold with the question: Which stump shade on 8?',
    );

    // A message whose e-mail to the lab cannot be queued is not kept, and tells nobody.
    const kept = await totals();
    await refuseMail();
    expect((await write(office, 'One more thing.')).statusCode).toBe(500);
    await allowMail();
    expect(await totals()).toEqual(kept);
  });

  it('tells the lab of each case an office sends, and of each remake it asks for', async () => {
    const newCases = async () =>
      (await caseNotices(admin)).filter((n) => n.type === 'case_sent' && n.message.includes('NC-7'));
    const before = await totals();
    // Refused: nobody is told.
    expect((await sendCase(t, office, crown.id, { patientReference: 'NC-7', teeth: [40] })).statusCode).toBe(
      400,
    );
    expect(await totals()).toEqual(before);

    const sent = (
      await sendCase(t, office, bridge.id, {
        patientReference: 'NC-7',
        kind: 'bridge',
        teeth: [3, 4, 5],
        rush: true,
      })
    ).json<Case>();
    expect(await newCases()).toEqual([
      expect.objectContaining({
        title: 'New case NC-7 from Bayfront Dental',
        message: `NC-7 (Zirconia Bridge on teeth 3, 4 and 5), due ${formatDay(sent.dueDate)}, rush.`,
        link: `/admin/cases/${sent.id}`,
        read: false,
      }),
    ]);
    // The office itself is not told of what it sent.
    expect((await caseNotices(office)).some((n) => n.type === 'case_sent')).toBe(false);

    for (const to of ['design', 'milling_printing', 'finishing', 'quality_check', 'shipped']) {
      expect((await move(sent.id, { action: 'advance', to })).statusCode).toBe(200);
    }
    const asked = await t.app.inject({
      method: 'POST',
      url: fillPath(casesPaths.caseRemakes, { caseId: sent.id }),
      headers: { authorization: office.authorization },
      payload: { reason: 'The pontic on 4 rocks on the ridge.' },
    });
    expect(asked.statusCode).toBe(201);
    const remake = asked.json<Case>();
    expect((await newCases())[0]).toMatchObject({
      title: `Remake of case ${sent.id} from Bayfront Dental`,
      message: `NC-7 (Zirconia Bridge on teeth 3, 4 and 5), due ${formatDay(remake.dueDate)}. Why: The pontic on 4 rocks on the ridge.`,
      link: `/admin/cases/${remake.id}`,
    });
    expect(await newCases()).toHaveLength(2);
  });

  it('tells nobody of a move that is refused', async () => {
    const sent = (await sendCase(t, office, crown.id, { patientReference: 'RF-1' })).json<Case>();
    const before = await totals();
    const refused: [object, number][] = [
      [{ action: 'advance', to: 'finishing' }, 409],
      [{ action: 'resume' }, 409],
      [{ action: 'hold' }, 400],
      [{ action: 'hold', question: '?' }, 400],
      [{ action: 'ship' }, 400],
    ];
    for (const [payload, status] of refused) {
      expect((await move(sent.id, payload)).statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect((await move(sent.id, { action: 'hold', question: 'Which shade on 8?' })).statusCode).toBe(200);
    const afterHold = await totals();
    expect(afterHold).toEqual({
      notifications: before.notifications + 1,
      mail: before.mail + 1,
    });
    for (const payload of [
      { action: 'advance', to: 'design' },
      { action: 'hold', question: 'And the margin?' },
    ]) {
      expect((await move(sent.id, payload)).statusCode, JSON.stringify(payload)).toBe(409);
    }
    // An office cannot move its own case, and a case that does not exist has nobody to tell.
    const byOffice = await t.app.inject({
      method: 'POST',
      url: fillPath(casesPaths.adminCaseMove, { caseId: sent.id }),
      headers: { authorization: office.authorization },
      payload: { action: 'resume' },
    });
    expect(byOffice.statusCode).toBe(403);
    expect((await move(999_999, { action: 'advance', to: 'design' })).statusCode).toBe(404);
    expect(await totals()).toEqual(afterHold);
    expect((await caseNotices(office)).filter((n) => n.title.startsWith('Case RF-1'))).toHaveLength(1);
  });

  it('two moves of the same case at once: one is kept and told, the other refused and untold', async () => {
    const sent = (await sendCase(t, office, crown.id, { patientReference: 'RC-2' })).json<Case>();
    const before = await totals();
    const answers = await Promise.all([
      move(sent.id, { action: 'advance', to: 'design' }),
      move(sent.id, { action: 'advance', to: 'design' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await totals()).toEqual({ notifications: before.notifications + 1, mail: before.mail + 1 });
    expect((await caseNotices(office)).filter((n) => n.title === 'Case RC-2: Design')).toHaveLength(1);
  });

  it('keeps no move whose e-mail could not be queued, and no notification of it', async () => {
    const sent = (await sendCase(t, office, crown.id, { patientReference: 'MQ-5' })).json<Case>();
    const before = await totals();
    await refuseMail();
    expect((await move(sent.id, { action: 'advance', to: 'design' })).statusCode).toBe(500);
    await allowMail();
    expect(await totals()).toEqual(before);
    const seen = await t.app.inject({
      method: 'GET',
      url: fillPath(casesPaths.case, { caseId: sent.id }),
      headers: { authorization: office.authorization },
    });
    expect(seen.json<Case>().stage).toBe('received');
    expect(seen.json<Case>().timeline).toHaveLength(1);

    // Tried again once the queue takes mail: moved, and told once.
    expect((await move(sent.id, { action: 'advance', to: 'design' })).statusCode).toBe(200);
    expect((await caseNotices(office)).filter((n) => n.title.startsWith('Case MQ-5'))).toHaveLength(1);
    expect((await queuedMail(office.email)).filter((m) => m.subject.startsWith('Case MQ-5'))).toHaveLength(1);
  });

  it('an office that turned e-mail notifications off is told in the app only', async () => {
    const quiet = await signUpOffice(t, { admin, form: { practiceName: 'Quiet Dental' } });
    const settings = await t.app.inject({
      method: 'PUT',
      url: usersPaths.myNotificationSettings,
      headers: { authorization: quiet.authorization },
      payload: { emailNotification: false },
    });
    expect(settings.statusCode).toBe(200);
    const sent = (await sendCase(t, quiet, crown.id, { patientReference: 'QT-3' })).json<Case>();
    expect((await move(sent.id, { action: 'advance', to: 'design' })).statusCode).toBe(200);
    expect((await caseNotices(quiet)).map((n) => n.title)).toEqual(['Case QT-3: Design']);
    expect(await queuedMail(quiet.email)).toEqual([]);
  });
});

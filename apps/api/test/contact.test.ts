import { contactPaths, fillPath } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { startSmtpCapture } from './smtp-capture';
import { testClock } from './warranty-fixtures';

const SEND_URL = '/interdentallab/api/contact-messages';
const form = {
  firstName: 'Lena',
  lastName: 'Park',
  email: 'lena@example.com',
  message: 'Do you make Emax veneers?',
};

describe('contact messages', () => {
  const clock = testClock('2026-02-01T10:00:00Z');
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, SHOP_EMAIL: 'desk@lab.example.com' }, { now: clock.now });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const list = async () =>
    (await t.app.inject({ method: 'GET', url: contactPaths.adminContactMessages, headers: admin })).json();

  it('stores a message and e-mails it to the shop', async () => {
    const res = await t.app.inject({ method: 'POST', url: SEND_URL, payload: form });
    expect(res.statusCode).toBe(201);
    const mails = smtp.to('desk@lab.example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Lena Park');
    expect(mails[0]!.body).toContain('Do you make Emax veneers?');
    expect(mails[0]!.body).toContain('lena@example.com');
    expect((await list()).items[0]).toMatchObject({ ...form, handledAt: null });
  });

  it.each([
    ['email', { email: 'lena' }],
    ['message', { message: ' ' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['lastName', { lastName: 'y'.repeat(81) }],
  ])('refuses a bad %s and stores nothing', async (field, change) => {
    const before = (await list()).total;
    const res = await t.app.inject({ method: 'POST', url: SEND_URL, payload: { ...form, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe(field);
    expect((await list()).total).toBe(before);
  });

  it('lists unhandled messages first and marks one handled', async () => {
    clock.set('2026-02-02T10:00:00Z');
    const second = (
      await t.app.inject({ method: 'POST', url: SEND_URL, payload: { ...form, message: 'Second' } })
    ).json();
    let items = (await list()).items;
    expect(items[0].id).toBe(second.id);

    clock.set('2026-02-03T10:00:00Z');
    const handled = await t.app.inject({
      method: 'POST',
      url: fillPath(contactPaths.adminContactMessageHandled, { messageId: second.id }),
      headers: admin,
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().handledAt).toBe('2026-02-03T10:00:00.000Z');
    items = (await list()).items;
    expect(items.map((m: { id: number }) => m.id).at(-1)).toBe(second.id);
    expect(items[0].handledAt).toBeNull();

    const patient = await createUserWithToken(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: fillPath(contactPaths.adminContactMessageHandled, { messageId: items[0].id }),
      headers: { authorization: patient.authorization },
    });
    expect(refused.statusCode).toBe(403);
    expect((await list()).items[0].handledAt).toBeNull();
  });
});

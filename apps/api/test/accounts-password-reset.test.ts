import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousLimits, resetTokenIn, signIn, startMailServer } from './accounts-helpers';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const FORGOT = '/interdentallab/api/users/forgot-password';
const RESET = '/interdentallab/api/users/reset-password';

describe('accounts: password reset by e-mail through a real SMTP server', () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({
      ...generousLimits,
      SMTP_URL: mail.url,
      PUBLIC_URL: 'https://shop.example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const forgot = (email: string) => t.app.inject({ method: 'POST', url: FORGOT, payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: RESET, payload: { token, password } });
  const tokenRows = () => t.database.db.selectFrom('password_reset_tokens').selectAll().execute();

  it('mails a single-use link; the new password works and the old one stops working', async () => {
    const user = await createUserWithToken(t, { password: 'forgotten one' });
    const res = await forgot(user.email.toUpperCase());
    expect(res.statusCode).toBe(202);

    const message = await mail.waitFor(user.email);
    expect(message.decoded).toContain('Subject: Reset your password');
    expect(message.decoded).toContain('Interdental Lab');
    expect(message.decoded).toContain('support@interdentallab.com');
    expect(message.decoded).toContain('text/html');
    expect(message.decoded).toContain('https://shop.example.com/new-password?token=');
    const token = resetTokenIn(message.decoded);
    // Only a hash of the token is stored.
    expect((await tokenRows()).some((row) => row.token_hash === token)).toBe(false);

    const done = await reset(token, 'a brand new one');
    expect(done.statusCode).toBe(200);
    expect((await signIn(t, user.email, 'forgotten one')).statusCode).toBe(401);
    expect((await signIn(t, user.email, 'a brand new one')).statusCode).toBe(200);

    const again = await reset(token, 'yet another one');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'token' }] });
    expect(again.json().message).toMatch(/already been used/);
    expect((await signIn(t, user.email, 'a brand new one')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing to it', async () => {
    const known = await createUserWithToken(t);
    const unknownAnswer = await forgot('nobody-here@example.com');
    const knownAnswer = await forgot(known.email);
    expect(unknownAnswer.statusCode).toBe(202);
    expect(unknownAnswer.json()).toEqual(knownAnswer.json());
    await mail.waitFor(known.email);
    expect(mail.received.filter((m) => m.to.includes('nobody-here@example.com'))).toHaveLength(0);
  });

  it('refuses an expired link without changing the password', async () => {
    const user = await createUserWithToken(t, { password: 'still valid' });
    await forgot(user.email);
    const token = resetTokenIn((await mail.waitFor(user.email)).decoded);
    await t.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const res = await reset(token, 'too late now');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
    expect((await signIn(t, user.email, 'still valid')).statusCode).toBe(200);
  });

  it('keeps a link valid for one hour', async () => {
    const user = await createUserWithToken(t);
    const before = Date.now();
    await forgot(user.email);
    await mail.waitFor(user.email);
    const [row] = await t.database.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    const lifetime = Date.parse(row!.expires_at) - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it('stops an earlier link from working once a later one was used', async () => {
    const user = await createUserWithToken(t);
    await forgot(user.email);
    await forgot(user.email);
    await expect.poll(() => mail.received.filter((m) => m.to.includes(user.email)).length).toBe(2);
    const [first, second] = mail.received
      .filter((m) => m.to.includes(user.email))
      .map((m) => resetTokenIn(m.decoded));
    expect(first).not.toBe(second);
    expect((await reset(second!, 'the second link')).statusCode).toBe(200);
    expect((await reset(first!, 'the first link')).statusCode).toBe(400);
    expect((await signIn(t, user.email, 'the second link')).statusCode).toBe(200);
  });

  it('refuses an unknown token, a short password and a malformed e-mail with 400 naming the field', async () => {
    const unknown = await reset('made-up-token', 'long enough pass');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('token');
    const short = await reset('whatever', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('password');
    const badEmail = await forgot('not an e-mail');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details[0].field).toBe('email');
  });
});

describe('accounts: without SMTP_URL the e-mail lands in the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(generousLimits);
  });
  afterAll(() => t.close());

  it('writes the reset e-mail as an .eml file in DATA_DIR/outbox', async () => {
    const user = await createUserWithToken(t);
    const res = await t.app.inject({ method: 'POST', url: FORGOT, payload: { email: user.email } });
    expect(res.statusCode).toBe(202);
    const outbox = path.join(t.config.dataDir, 'outbox');
    // The file appears once the mailer has written it, after the answer.
    const readOutbox = () =>
      readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
        .join('\n');
    await expect.poll(readOutbox).toContain(`To: ${user.email}`);
    const eml = readOutbox();
    expect(readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml).toContain('Reset your password');
  });
});

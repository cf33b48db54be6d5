import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { generousLimits } from './accounts-helpers';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe(`DATA_DIR files and logs (${testDatabaseKind})`, () => {
  let t: TestApp;
  let logged = '';
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // No SMTP_URL: mail goes to DATA_DIR/outbox, and the server logs that it did.
    t = await createTestApp(generousLimits);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString('utf8');
        done();
      },
    });
    app = await buildApp({
      config: t.config,
      database: t.database,
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('keeps the data directory, the database and the outbox private to the server’s user', async () => {
    const user = await createUserWithToken(t);
    const forgot = await app.inject({
      method: 'POST',
      url: '/interdentallab/api/users/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(202);
    const outbox = path.join(t.config.dataDir, 'outbox');
    let mails: string[] = [];
    for (let i = 0; i < 100 && mails.length === 0; i++) {
      mails = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mails).toHaveLength(1);
    expect(modeOf(t.config.dataDir)).toBe(0o700);
    expect(modeOf(outbox)).toBe(0o700);
    expect(modeOf(path.join(outbox, mails[0]!))).toBe(0o600);
    if (testDatabaseKind === 'sqlite') {
      expect(modeOf(path.join(t.config.dataDir, 'shop.db'))).toBe(0o600);
      expect(modeOf(path.join(t.config.dataDir, 'shop.db-wal'))).toBe(0o600);
    }
  });

  // Passwords sent as query parameters are scrubbed by the request log (issue 24's part).
  it('never writes a password from a body, or a reset link, to the log', async () => {
    logged = '';
    const signUp = await app.inject({
      method: 'POST',
      url: '/interdentallab/api/users/sign-up',
      payload: { email: 'logged-out@example.com', password: 'secret-password-in-body', role: 'PATIENT' },
    });
    expect(signUp.statusCode).toBe(201);
    await app.inject({
      method: 'POST',
      url: '/interdentallab/api/users/forgot-password',
      payload: { email: 'logged-out@example.com' },
    });
    for (let i = 0; i < 100 && !logged.includes('e-mail written to the outbox'); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logged).toContain('e-mail written to the outbox');
    expect(logged).not.toContain('secret-password-in-body');
    expect(logged).not.toContain('new-password?token=');
  });
});

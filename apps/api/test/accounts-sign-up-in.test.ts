import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generousLimits, signIn } from './accounts-helpers';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import type * as passwordModule from '../src/lib/password';

/** Every password hash the server verifies (the real verification still runs). */
const verifiedHashes = vi.hoisted(() => [] as string[]);
vi.mock('../src/lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof passwordModule>();
  return {
    ...actual,
    verifyPassword: (passwordHash: string, password: string) => {
      verifiedHashes.push(passwordHash);
      return actual.verifyPassword(passwordHash, password);
    },
  };
});

const SIGN_UP = '/interdentallab/api/users/sign-up';

describe('accounts: sign-up and sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(generousLimits);
  });
  afterAll(() => t.close());

  const userCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const signUpQuery = (params: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: SIGN_UP, query: params });

  it('signs up a patient from query parameters, as the shop sends them, and they can sign in', async () => {
    const res = await signUpQuery({
      email: '  Jane.Doe@Example.COM ',
      password: 'long enough',
      role: 'PATIENT',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ email: 'jane.doe@example.com', roles: ['PATIENT'], status: 'active' });
    expect(body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('argon2');

    const signedIn = await signIn(t, 'JANE.DOE@example.com', 'long enough');
    expect(signedIn.statusCode).toBe(200);
    const { data } = signedIn.json();
    expect(data.users).toEqual({
      id: body.id,
      roles: ['PATIENT'],
      firstName: '',
      lastName: '',
      email: 'jane.doe@example.com',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/interdentallab/api/users/me',
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('jane.doe@example.com');
  });

  it('accepts a JSON body with names too, and stores the password hashed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SIGN_UP,
      payload: {
        email: 'body@example.com',
        password: 'long enough',
        role: 'PATIENT',
        firstName: ' Ann ',
        lastName: 'Lee',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: 'Ann', lastName: 'Lee' });
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'body@example.com')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ password: 'long enough', role: 'PATIENT' }, 'email'],
    [{ email: 'not-an-email', password: 'long enough', role: 'PATIENT' }, 'email'],
    [{ email: 'short@example.com', password: 'short', role: 'PATIENT' }, 'password'],
    [{ email: 'nopass@example.com', role: 'PATIENT' }, 'password'],
  ])('refuses %j with 400 naming %s, and creates nothing', async (params, field) => {
    const before = await userCount();
    const res = await signUpQuery(params);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await userCount()).toBe(before);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    await signUpQuery({ email: 'twice@example.com', password: 'long enough', role: 'PATIENT' });
    const before = await userCount();
    const res = await signUpQuery({
      email: 'TWICE@example.com',
      password: 'other password',
      role: 'PATIENT',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this e-mail already exists',
    });
    expect(await userCount()).toBe(before);
  });

  it.each(['ADMIN', 'admin', 'DOCTOR'])('refuses to sign anyone up with role %s', async (role) => {
    const before = await userCount();
    const res = await signUpQuery({ email: `escalate-${role}@example.com`, password: 'long enough', role });
    expect(res.statusCode).toBe(403);
    expect(await userCount()).toBe(before);
    expect(
      await t.database.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute(),
    ).toHaveLength(0);
  });

  it('answers a wrong password and an unknown e-mail alike with 401 WRONG_CREDENTIALS', async () => {
    const user = await createUserWithToken(t, { password: 'the right one' });
    const wrongPassword = await signIn(t, user.email, 'the wrong one');
    const unknownEmail = await signIn(t, 'nobody@example.com', 'the right one');
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'WRONG_CREDENTIALS', message: 'Wrong credentials' });
    }
  });

  it('verifies an argon2id hash for an unknown e-mail as for a wrong password (no account probing by timing)', async () => {
    // Skipping the slow hash check for unknown e-mails would make them answer far faster; the
    // cause is checked here, not the clock (speed belongs in benchmarks).
    const user = await createUserWithToken(t, { password: 'the right one' });
    verifiedHashes.length = 0;
    expect((await signIn(t, 'nobody-at-all@example.com', 'the wrong one')).statusCode).toBe(401);
    expect((await signIn(t, user.email, 'the wrong one')).statusCode).toBe(401);
    expect(verifiedHashes).toHaveLength(2);
    for (const verified of verifiedHashes) expect(verified).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('names the empty field when sign-in misses the e-mail or password', async () => {
    const res = await signIn(t, '', '');
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('refuses a deactivated account with 403 ACCOUNT_DEACTIVATED, only with the right password', async () => {
    const user = await createUserWithToken(t, { status: 'INACTIVE', password: 'the right one' });
    const right = await signIn(t, user.email, 'the right one');
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('ACCOUNT_DEACTIVATED');
    // A wrong password does not reveal that the account exists and is deactivated.
    expect((await signIn(t, user.email, 'the wrong one')).statusCode).toBe(401);
  });

  it('gives an admin the ADMIN role at sign-in', async () => {
    const admin = await createUserWithToken(t, { role: 'ADMIN', password: 'admin password' });
    const res = await signIn(t, admin.email, 'admin password');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.users.roles).toEqual(['ADMIN']);
  });

  it('refuses a forged or malformed token', async () => {
    for (const authorization of ['Bearer not-a-jwt', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.xx']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/interdentallab/api/users/me',
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses an expired token of a real account and says to log in again', async () => {
    const user = await createUserWithToken(t);
    // The same live session as the user's valid token: only the expiry can make it fail (a token
    // without a session would be refused anyway).
    const { sid } = decodeJwt(user.token);
    const twoDaysAgo = Math.floor(Date.now() / 1000) - 2 * 24 * 3600;
    const expired = await new SignJWT({ role: 'PATIENT', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('interdentallab')
      .setIssuedAt(twoDaysAgo)
      .setExpirationTime(twoDaysAgo + 12 * 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const me = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/interdentallab/api/users/me', headers: { authorization } });
    expect((await me(user.authorization)).statusCode).toBe(200);
    const res = await me(`Bearer ${expired}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please log in again.');
  });
});

describe('accounts: the administrator made at start can sign in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(generousLimits);
  });
  afterAll(() => t.close());
  /** The app's deps as started with ADMIN_EMAIL (and ADMIN_PASSWORD) set. */
  const startedWith = (adminEmail: string, adminPassword?: string) => ({
    ...t.app.deps,
    config: { ...t.app.deps.config, adminEmail, adminPassword },
  });

  it('signs in the ADMIN_EMAIL account with ADMIN_PASSWORD, promoting an existing patient', async () => {
    const { ensureAdmin } = await import('../src/modules/users/admin-bootstrap');
    await createUserWithToken(t, { email: 'owner@interdentallab.com', password: 'patient password' });
    await ensureAdmin(startedWith(' Owner@InterdentalLab.com ', 'the admin password'));
    const res = await signIn(t, 'owner@interdentallab.com', 'the admin password');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.users.roles).toEqual(['ADMIN']);
    expect((await signIn(t, 'owner@interdentallab.com', 'patient password')).statusCode).toBe(401);
  });

  it('gives ADMIN_EMAIL without ADMIN_PASSWORD a generated password that works', async () => {
    const { ensureAdmin } = await import('../src/modules/users/admin-bootstrap');
    const result = await ensureAdmin(startedWith('second@interdentallab.com'));
    expect(result?.generatedPassword).toEqual(expect.any(String));
    const res = await signIn(t, 'second@interdentallab.com', result!.generatedPassword!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.users.roles).toEqual(['ADMIN']);
  });
});

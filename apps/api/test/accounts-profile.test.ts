import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousLimits, signIn } from './accounts-helpers';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const ME = '/interdentallab/api/users/me';
const PASSWORD = '/interdentallab/api/users/me/password';
const SETTINGS = '/interdentallab/api/users/me/notification-settings';

describe('accounts: my profile, password and notification settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(generousLimits);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, authorization: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, payload });
  const rowOf = (id: number) =>
    t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('shows only the caller’s own account', async () => {
    const jane = await createUserWithToken(t);
    const john = await createUserWithToken(t);
    const res = await call('GET', ME, jane.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: jane.id, email: jane.email, roles: ['PATIENT'] });
    expect((await call('GET', ME, john.authorization)).json().id).toBe(john.id);
    expect(JSON.stringify(res.json())).not.toContain('hash');
  });

  it('changes names at once and holds a new e-mail, normalised, until its link is followed', async () => {
    const user = await createUserWithToken(t);
    const res = await call('PUT', ME, user.authorization, {
      firstName: ' Maria ',
      lastName: 'Lopez',
      email: ' Maria.Lopez@Example.com ',
      currentPassword: 'correct horse battery',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: user.email,
      pendingEmail: 'maria.lopez@example.com',
    });
    expect(await rowOf(user.id)).toMatchObject({ first_name: 'Maria', email: user.email });
  });

  it('refuses an e-mail another account has, and an invalid one, changing nothing', async () => {
    const user = await createUserWithToken(t);
    const other = await createUserWithToken(t);
    const before = await rowOf(user.id);
    const taken = await call('PUT', ME, user.authorization, {
      firstName: 'X',
      lastName: 'Y',
      email: other.email.toUpperCase(),
      currentPassword: 'correct horse battery',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this e-mail already exists');
    const invalid = await call('PUT', ME, user.authorization, {
      firstName: 'X',
      lastName: 'Y',
      email: 'nope',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details[0].field).toBe('email');
    const missing = await call('PUT', ME, user.authorization, { email: user.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((d: { field: string }) => d.field)).toContain('firstName');
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('keeps the own e-mail when saving the profile unchanged', async () => {
    const user = await createUserWithToken(t);
    const res = await call('PUT', ME, user.authorization, {
      firstName: 'Same',
      lastName: 'Mail',
      email: user.email,
    });
    expect(res.statusCode).toBe(200);
  });

  it('changes the password only with the right current one', async () => {
    const user = await createUserWithToken(t, { password: 'old password' });
    const wrong = await call('PUT', PASSWORD, user.authorization, {
      currentPassword: 'not it at all',
      newPassword: 'new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('currentPassword');
    const short = await call('PUT', PASSWORD, user.authorization, {
      currentPassword: 'old password',
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('newPassword');
    expect((await signIn(t, user.email, 'old password')).statusCode).toBe(200);

    const ok = await call('PUT', PASSWORD, user.authorization, {
      currentPassword: 'old password',
      newPassword: 'new password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await signIn(t, user.email, 'old password')).statusCode).toBe(401);
    expect((await signIn(t, user.email, 'new password')).statusCode).toBe(200);
  });

  it('reads and changes the four notification settings independently', async () => {
    const user = await createUserWithToken(t);
    const initial = await call('GET', SETTINGS, user.authorization);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      emailNotification: true,
      offersAndPromotions: false,
      newsLetter: false,
      personalizedNotification: true,
    });
    const changed = await call('PUT', SETTINGS, user.authorization, {
      newsLetter: true,
      emailNotification: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      emailNotification: false,
      offersAndPromotions: false,
      newsLetter: true,
      personalizedNotification: true,
    });
    const all = {
      emailNotification: true,
      offersAndPromotions: true,
      newsLetter: false,
      personalizedNotification: false,
    };
    expect((await call('PUT', SETTINGS, user.authorization, all)).json()).toEqual(all);
    expect((await call('GET', SETTINGS, user.authorization)).json()).toEqual(all);
  });

  it('refuses settings that are not booleans or not known, changing nothing', async () => {
    const user = await createUserWithToken(t);
    const before = await call('GET', SETTINGS, user.authorization);
    const notBoolean = await call('PUT', SETTINGS, user.authorization, { newsLetter: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().details[0].field).toBe('newsLetter');
    const unknown = await call('PUT', SETTINGS, user.authorization, { smsAlerts: true });
    expect(unknown.statusCode).toBe(400);
    expect((await call('GET', SETTINGS, user.authorization)).json()).toEqual(before.json());
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousLimits } from './accounts-helpers';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const API = '/interdentallab/api';
const actors = ['anonymous', 'patient', 'otherPatient', 'deactivated', 'admin'] as const;
type Actor = (typeof actors)[number];
interface Caller {
  email: string;
  password: string;
  authorization?: string;
}

const PASSWORD = 'the actors password';
const fresh = () => `new-${randomBytes(4).toString('hex')}@example.com`;

/** Each route of the accounts issue, called as each actor would naturally call it. */
const routes: Array<{
  name: string;
  request: (
    caller: Caller,
    targetId: number,
  ) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
  expected: Record<Actor, number>;
}> = [
  {
    name: 'POST users/sign-up',
    request: () => ({
      method: 'POST',
      url: `${API}/users/sign-up?email=${fresh()}&password=long+enough&role=PATIENT`,
    }),
    expected: { anonymous: 201, patient: 201, otherPatient: 201, deactivated: 201, admin: 201 },
  },
  {
    name: 'POST users/sign-in (own credentials)',
    request: (c) => ({
      method: 'POST',
      url: `${API}/users/sign-in`,
      payload: { email: c.email, password: c.password, fcmToken: '', gmailToken: '', facebookToken: '' },
    }),
    expected: { anonymous: 401, patient: 200, otherPatient: 200, deactivated: 403, admin: 200 },
  },
  {
    name: 'GET users/me',
    request: () => ({ method: 'GET', url: `${API}/users/me` }),
    expected: { anonymous: 401, patient: 200, otherPatient: 200, deactivated: 403, admin: 200 },
  },
  {
    name: 'PUT users/me',
    request: (c) => ({
      method: 'PUT',
      url: `${API}/users/me`,
      payload: { firstName: 'New', lastName: 'Name', email: c.email },
    }),
    expected: { anonymous: 401, patient: 200, otherPatient: 200, deactivated: 403, admin: 200 },
  },
  {
    name: 'PUT users/me/password',
    request: (c) => ({
      method: 'PUT',
      url: `${API}/users/me/password`,
      payload: { currentPassword: c.password, newPassword: c.password },
    }),
    expected: { anonymous: 401, patient: 200, otherPatient: 200, deactivated: 403, admin: 200 },
  },
  {
    name: 'GET users/me/notification-settings',
    request: () => ({ method: 'GET', url: `${API}/users/me/notification-settings` }),
    expected: { anonymous: 401, patient: 200, otherPatient: 200, deactivated: 403, admin: 200 },
  },
  {
    name: 'PUT users/me/notification-settings',
    request: () => ({
      method: 'PUT',
      url: `${API}/users/me/notification-settings`,
      payload: { newsLetter: true },
    }),
    expected: { anonymous: 401, patient: 200, otherPatient: 200, deactivated: 403, admin: 200 },
  },
  {
    name: 'POST users/forgot-password',
    request: (c) => ({ method: 'POST', url: `${API}/users/forgot-password`, payload: { email: c.email } }),
    expected: { anonymous: 202, patient: 202, otherPatient: 202, deactivated: 202, admin: 202 },
  },
  {
    name: 'POST users/reset-password (unknown token)',
    request: () => ({
      method: 'POST',
      url: `${API}/users/reset-password`,
      payload: { token: 'not-a-real-token', password: 'long enough' },
    }),
    expected: { anonymous: 400, patient: 400, otherPatient: 400, deactivated: 400, admin: 400 },
  },
  {
    name: 'GET admin/users',
    request: () => ({ method: 'GET', url: `${API}/admin/users` }),
    expected: { anonymous: 401, patient: 403, otherPatient: 403, deactivated: 403, admin: 200 },
  },
  {
    name: 'DELETE admin/users/{id}/deactivate',
    request: (_c, target) => ({ method: 'DELETE', url: `${API}/admin/users/${target}/deactivate` }),
    expected: { anonymous: 401, patient: 403, otherPatient: 403, deactivated: 403, admin: 200 },
  },
  {
    name: 'POST admin/users/{id}/activate',
    request: (_c, target) => ({ method: 'POST', url: `${API}/admin/users/${target}/activate` }),
    expected: { anonymous: 401, patient: 403, otherPatient: 403, deactivated: 403, admin: 200 },
  },
];

describe('accounts: every route as every kind of caller', () => {
  let t: TestApp;
  const callers = {} as Record<Actor, Caller>;
  let targetId: number;
  beforeAll(async () => {
    t = await createTestApp(generousLimits);
    callers.anonymous = { email: 'nobody@example.com', password: PASSWORD };
    for (const [actor, options] of [
      ['patient', {}],
      ['otherPatient', {}],
      ['deactivated', { status: 'INACTIVE' }],
      ['admin', { role: 'ADMIN' }],
    ] as const) {
      const user = await createUserWithToken(t, { ...options, password: PASSWORD });
      callers[actor] = { email: user.email, password: PASSWORD, authorization: user.authorization };
    }
    targetId = (await createUserWithToken(t)).id;
  });
  afterAll(() => t.close());

  const cases = routes.flatMap((route) =>
    actors.map((actor) => [route.name, actor, route.expected[actor], route] as const),
  );

  it.each(cases)('%s as %s answers %i', async (_name, actor, expected, route) => {
    const caller = callers[actor];
    const res = await t.app.inject({
      ...route.request(caller, targetId),
      headers: caller.authorization ? { authorization: caller.authorization } : {},
    });
    expect(res.statusCode).toBe(expected);
    if (expected >= 400)
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    // Patients only ever see their own account.
    if (route.name === 'GET users/me' && expected === 200) expect(res.json().email).toBe(caller.email);
  });
});

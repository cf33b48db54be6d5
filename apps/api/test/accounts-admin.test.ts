import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousLimits, signIn } from './accounts-helpers';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const USERS = '/interdentallab/api/admin/users';
const ME = '/interdentallab/api/users/me';

describe('accounts: admin user management', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  beforeAll(async () => {
    t = await createTestApp(generousLimits);
    admin = await createUserWithToken(t, { role: 'ADMIN', email: 'boss@interdentallab.com' });
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { authorization: admin.authorization, ...headers } });
  const deactivate = (id: number | string) =>
    // Exactly as the shop's client calls it: JSON content type and no payload.
    asAdmin('DELETE', `${USERS}/${id}/deactivate`, {
      'content-type': 'application/json',
      'content-length': '0',
    });
  const activate = (id: number | string) => asAdmin('POST', `${USERS}/${id}/activate`);

  it('lists users with the spec’s fields, filtered by e-mail and status, paged', async () => {
    const alice = await createUserWithToken(t, { email: 'alice.smith@clinic.com' });
    await createUserWithToken(t, { email: 'bob@clinic.com', status: 'INACTIVE' });
    await createUserWithToken(t, { email: 'carol@home.org' });

    const all = await asAdmin('GET', USERS);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(4);
    expect(all.headers['x-total-count']).toBe('4');
    expect(all.json().find((u: { id: number }) => u.id === alice.id)).toEqual({
      id: alice.id,
      name: 'Test User',
      email: 'alice.smith@clinic.com',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'active',
    });

    const byEmail = await asAdmin('GET', `${USERS}?q=CLINIC`);
    expect(
      byEmail
        .json()
        .map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(['alice.smith@clinic.com', 'bob@clinic.com']);
    const inactive = await asAdmin('GET', `${USERS}?status=INACTIVE`);
    expect(inactive.json().map((u: { email: string }) => u.email)).toEqual(['bob@clinic.com']);
    const both = await asAdmin('GET', `${USERS}?q=clinic&status=active`);
    expect(both.json().map((u: { email: string }) => u.email)).toEqual(['alice.smith@clinic.com']);
    // % and _ are searched for literally.
    expect((await asAdmin('GET', `${USERS}?q=%25`)).json()).toEqual([]);

    const page0 = await asAdmin('GET', `${USERS}?page=0&size=3`);
    const page1 = await asAdmin('GET', `${USERS}?page=1&size=3`);
    expect(page0.json()).toHaveLength(3);
    expect(page1.json()).toHaveLength(1);
    expect(page1.headers['x-total-count']).toBe('4');
    const ids = [...page0.json(), ...page1.json()].map((u: { id: number }) => u.id);
    expect(new Set(ids).size).toBe(4);
  });

  it.each([
    ['status=blocked', 'status'],
    ['page=-1', 'page'],
    ['size=0', 'size'],
    ['size=101', 'size'],
  ])('refuses the list query %s with 400 naming %s', async (query, field) => {
    const res = await asAdmin('GET', `${USERS}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe(field);
  });

  it('deactivation takes effect on the very next request of an old token and ends it for good', async () => {
    const patient = await createUserWithToken(t, { password: 'patient pass' });
    expect(
      (await t.app.inject({ method: 'GET', url: ME, headers: { authorization: patient.authorization } }))
        .statusCode,
    ).toBe(200);

    const off = await deactivate(patient.id);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: patient.id, status: 'INACTIVE' });
    const refused = await t.app.inject({
      method: 'GET',
      url: ME,
      headers: { authorization: patient.authorization },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DEACTIVATED');
    expect((await signIn(t, patient.email, 'patient pass')).statusCode).toBe(403);

    const on = await activate(patient.id);
    expect(on.statusCode).toBe(200);
    expect(on.json().status).toBe('active');
    // The session deactivation ended stays ended; the owner signs in again.
    expect(
      (await t.app.inject({ method: 'GET', url: ME, headers: { authorization: patient.authorization } }))
        .statusCode,
    ).toBe(401);
    const again = await signIn(t, patient.email, 'patient pass');
    expect(again.statusCode).toBe(200);
    const fresh = `Bearer ${again.json().data.accessToken as string}`;
    expect(
      (await t.app.inject({ method: 'GET', url: ME, headers: { authorization: fresh } })).statusCode,
    ).toBe(200);
  });

  it('ends a deactivated administrator’s sessions for good too', async () => {
    const colleague = await createUserWithToken(t, { role: 'ADMIN', password: 'colleague pass' });
    const me = () =>
      t.app.inject({ method: 'GET', url: ME, headers: { authorization: colleague.authorization } });
    expect((await me()).statusCode).toBe(200);

    expect((await deactivate(colleague.id)).statusCode).toBe(200);
    expect((await me()).json().code).toBe('ACCOUNT_DEACTIVATED');
    expect((await activate(colleague.id)).statusCode).toBe(200);
    // Activated again, the administrator signs in again: the old token opens nothing.
    expect((await me()).statusCode).toBe(401);
    expect((await signIn(t, colleague.email, 'colleague pass')).statusCode).toBe(200);
  });

  it('does not let an admin deactivate themselves', async () => {
    const res = await deactivate(admin.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot deactivate your own account');
    const row = await t.database.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await deactivate(999_999)).statusCode).toBe(404);
    expect((await activate(999_999)).statusCode).toBe(404);
    const malformed = await deactivate('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe('id');
  });

  it('refuses patients (403) and anonymous callers (401), changing nothing', async () => {
    const patient = await createUserWithToken(t);
    const victim = await createUserWithToken(t);
    const asPatient = { authorization: patient.authorization };
    expect((await t.app.inject({ method: 'GET', url: USERS, headers: asPatient })).statusCode).toBe(403);
    const tried = await t.app.inject({
      method: 'DELETE',
      url: `${USERS}/${victim.id}/deactivate`,
      headers: asPatient,
    });
    expect(tried.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${USERS}/${victim.id}/deactivate` })).statusCode,
    ).toBe(401);
    const row = await t.database.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', victim.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });
});

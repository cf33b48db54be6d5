import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousLimits, resetTokenIn, signIn, startMailServer } from './accounts-helpers';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const USERS = '/interdentallab/api/users';
const ME = `${USERS}/me`;
const SESSIONS = `${USERS}/me/sessions`;
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('accounts: sessions that can be ended', () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({
      ...generousLimits,
      SMTP_URL: mail.url,
      PUBLIC_URL: 'https://shop.example.com',
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** Signs in from a device; returns its bearer header and its session cookie. */
  async function signInFrom(email: string, password: string, userAgent = CHROME) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${USERS}/sign-in`,
      headers: { 'user-agent': userAgent },
      payload: { email, password, fcmToken: '', gmailToken: '', facebookToken: '' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'idl_session');
    return {
      authorization: `Bearer ${res.json().data.accessToken as string}`,
      cookie: cookie!,
      res,
    };
  }
  const me = (authorization: string) => t.app.inject({ method: 'GET', url: ME, headers: { authorization } });

  it('ends the current session on sign-out, and only that one', async () => {
    const user = await createUserWithToken(t, { password: 'my pass word' });
    const laptop = await signInFrom(user.email, 'my pass word');
    const phone = await signInFrom(user.email, 'my pass word', IPHONE);
    const out = await t.app.inject({
      method: 'POST',
      url: `${USERS}/sign-out`,
      headers: { authorization: laptop.authorization },
    });
    expect(out.statusCode).toBe(200);
    const after = await me(laptop.authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has ended. Please log in again.');
    expect((await me(phone.authorization)).statusCode).toBe(200);
  });

  it('a session past its recorded end is over, even while its token has not expired', async () => {
    const user = await createUserWithToken(t, { password: 'my pass word' });
    const laptop = await signInFrom(user.email, 'my pass word');
    const phone = await signInFrom(user.email, 'my pass word', IPHONE);
    expect((await me(phone.authorization)).statusCode).toBe(200);
    // The phone's session reached its end on the server (its token is still within 12 hours).
    const phoneSession = await t.database.db
      .selectFrom('sessions')
      .select(['id', 'device'])
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', phoneSession.id)
      .execute();
    const after = await me(phone.authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has ended. Please log in again.');
    expect((await me(laptop.authorization)).statusCode).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: SESSIONS,
      headers: { authorization: laptop.authorization },
    });
    const devices = (listed.json().sessions as { device: string }[]).map((s) => s.device);
    expect(devices).toHaveLength(2);
    expect(devices).not.toContain(phoneSession.device);
  });

  it('lists active sessions with device and times; one can be ended, or all at once', async () => {
    const user = await createUserWithToken(t, { password: 'my pass word' });
    const laptop = await signInFrom(user.email, 'my pass word');
    const phone = await signInFrom(user.email, 'my pass word', IPHONE);
    const listed = await t.app.inject({
      method: 'GET',
      url: SESSIONS,
      headers: { authorization: laptop.authorization },
    });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().sessions as {
      id: string;
      device: string;
      current: boolean;
      lastSeenAt: string;
    }[];
    // The helper's own session, the laptop and the phone.
    expect(sessions).toHaveLength(3);
    expect(sessions.find((s) => s.current)?.device).toBe('Chrome on Linux');
    const phoneSession = sessions.find((s) => s.device === 'Safari on iOS');
    expect(phoneSession).toBeDefined();
    expect(phoneSession!.lastSeenAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Another account cannot end it.
    const other = await createUserWithToken(t);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `${SESSIONS}/${phoneSession!.id}`,
          headers: { authorization: other.authorization },
        })
      ).statusCode,
    ).toBe(404);
    expect((await me(phone.authorization)).statusCode).toBe(200);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `${SESSIONS}/${phoneSession!.id}`,
      headers: { authorization: laptop.authorization },
    });
    expect(ended.statusCode).toBe(200);
    expect((await me(phone.authorization)).statusCode).toBe(401);
    expect((await me(laptop.authorization)).statusCode).toBe(200);

    const everywhere = await t.app.inject({
      method: 'DELETE',
      url: SESSIONS,
      headers: { authorization: laptop.authorization },
    });
    expect(everywhere.statusCode).toBe(200);
    expect((await me(laptop.authorization)).statusCode).toBe(401);
    expect((await me(user.authorization)).statusCode).toBe(401);
  });

  it('a password change ends every other session; the one making it continues', async () => {
    const user = await createUserWithToken(t, { password: 'old pass word' });
    const thief = await signInFrom(user.email, 'old pass word');
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${ME}/password`,
      headers: { authorization: user.authorization },
      payload: { currentPassword: 'old pass word', newPassword: 'new pass word' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(thief.authorization)).statusCode).toBe(401);
    expect((await me(user.authorization)).statusCode).toBe(200);
  });

  it('a password reset ends every session of the account', async () => {
    const user = await createUserWithToken(t, { password: 'old pass word' });
    const thief = await signInFrom(user.email, 'old pass word');
    await t.app.inject({ method: 'POST', url: `${USERS}/forgot-password`, payload: { email: user.email } });
    const token = resetTokenIn((await mail.waitFor(user.email)).decoded);
    const reset = await t.app.inject({
      method: 'POST',
      url: `${USERS}/reset-password`,
      payload: { token, password: 'brand new pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(thief.authorization)).statusCode).toBe(401);
    expect((await me(user.authorization)).statusCode).toBe(401);
  });

  it('a deactivated account’s open session is told why, not just signed out', async () => {
    const admin = await createUserWithToken(t, { role: 'ADMIN' });
    const user = await createUserWithToken(t);
    await t.app.inject({
      method: 'DELETE',
      url: `/interdentallab/api/admin/users/${user.id}/deactivate`,
      headers: { authorization: admin.authorization },
    });
    const res = await me(user.authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DEACTIVATED');
    expect(res.json().message).toMatch(/deactivated by the admin/);
  });

  describe('the web app’s cookie', () => {
    it('is HttpOnly and SameSite=Lax, Secure only over HTTPS, and signs the browser in', async () => {
      const user = await createUserWithToken(t, { password: 'my pass word' });
      const { cookie } = await signInFrom(user.email, 'my pass word');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeFalsy();
      const res = await t.app.inject({ method: 'GET', url: ME, cookies: { idl_session: cookie.value } });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(user.id);

      const behindHttps = await t.app.inject({
        method: 'POST',
        url: `${USERS}/sign-in`,
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: user.email, password: 'my pass word' },
      });
      expect(behindHttps.cookies.find((c) => c.name === 'idl_session')?.secure).toBe(true);
    });

    it('refuses a state-changing call from another site (no X-Requested-With), changing nothing', async () => {
      const user = await createUserWithToken(t, { password: 'my pass word' });
      const { cookie } = await signInFrom(user.email, 'my pass word');
      const forged = await t.app.inject({
        method: 'PUT',
        url: `${ME}/notification-settings`,
        cookies: { idl_session: cookie.value },
        payload: { newsLetter: true },
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().message).toMatch(/did not come from the shop/);
      const settings = await t.app.inject({
        method: 'GET',
        url: `${ME}/notification-settings`,
        cookies: { idl_session: cookie.value },
      });
      expect(settings.json().newsLetter).toBe(false);

      const ownPage = await t.app.inject({
        method: 'PUT',
        url: `${ME}/notification-settings`,
        cookies: { idl_session: cookie.value },
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { newsLetter: true },
      });
      expect(ownPage.statusCode).toBe(200);
      expect(ownPage.json().newsLetter).toBe(true);
    });

    it('is cleared by sign-out, and the session it named is over', async () => {
      const user = await createUserWithToken(t, { password: 'my pass word' });
      const { cookie } = await signInFrom(user.email, 'my pass word');
      const out = await t.app.inject({
        method: 'POST',
        url: `${USERS}/sign-out`,
        cookies: { idl_session: cookie.value },
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(out.statusCode).toBe(200);
      const cleared = out.cookies.find((c) => c.name === 'idl_session');
      expect(cleared?.value).toBe('');
      const res = await t.app.inject({ method: 'GET', url: ME, cookies: { idl_session: cookie.value } });
      expect(res.statusCode).toBe(401);
      // A page anyone may see still works for a browser holding the ended cookie.
      const shop = await t.app.inject({
        method: 'GET',
        url: '/interdentallab/api/products/getallproducts',
        cookies: { idl_session: cookie.value },
      });
      expect(shop.statusCode).toBe(200);
    });
  });

  describe('changing the e-mail', () => {
    it('needs the current password, changing nothing without it', async () => {
      const user = await createUserWithToken(t, { password: 'my pass word' });
      for (const currentPassword of [undefined, 'not my password']) {
        const res = await t.app.inject({
          method: 'PUT',
          url: ME,
          headers: { authorization: user.authorization },
          payload: { firstName: 'Eve', lastName: 'Thief', email: 'eve@example.com', currentPassword },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0].field).toBe('currentPassword');
      }
      const row = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: user.email, first_name: 'Test' });
      expect(mail.received.some((m) => m.to.includes('eve@example.com'))).toBe(false);
    });

    it('tells the old address, and takes effect only through the link sent to the new one', async () => {
      const user = await createUserWithToken(t, { password: 'my pass word' });
      const newEmail = `moved-${user.id}@example.com`;
      const asked = await t.app.inject({
        method: 'PUT',
        url: ME,
        headers: { authorization: user.authorization },
        payload: { firstName: 'Test', lastName: 'User', email: newEmail, currentPassword: 'my pass word' },
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });

      const notice = await mail.waitFor(user.email);
      expect(notice.decoded).toContain('Your e-mail address is being changed');
      expect(notice.decoded).toContain(newEmail);

      // Until confirmed, a reset for the new address reaches nobody, and the old address still signs in.
      await t.app.inject({ method: 'POST', url: `${USERS}/forgot-password`, payload: { email: newEmail } });
      const confirmation = await mail.waitFor(newEmail);
      expect(confirmation.decoded).toContain('Confirm your new e-mail address');
      expect(mail.received.filter((m) => m.to.includes(newEmail))).toHaveLength(1);
      expect((await signIn(t, user.email, 'my pass word')).statusCode).toBe(200);

      const link =
        /https:\/\/shop\.example\.com(\/interdentallab\/api\/users\/confirm-email\?token=[A-Za-z0-9_%-]+)/.exec(
          confirmation.decoded,
        );
      expect(link).not.toBeNull();
      const followed = await t.app.inject({ method: 'GET', url: link![1]! });
      expect(followed.statusCode).toBe(303);
      expect(followed.headers.location).toBe('/login?emailChanged=1');
      expect((await me(user.authorization)).statusCode).toBe(401);
      expect((await signIn(t, newEmail, 'my pass word')).statusCode).toBe(200);
      expect((await signIn(t, user.email, 'my pass word')).statusCode).toBe(401);

      const again = await t.app.inject({ method: 'GET', url: link![1]! });
      expect(again.statusCode).toBe(400);
      expect(again.json().details[0].field).toBe('token');
    });
  });
});

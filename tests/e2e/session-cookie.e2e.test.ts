import { usersPaths } from '@idl/api-contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser';
import { signInThroughUi } from './session';

const id = Math.random().toString(36).slice(2, 8);
const visitor = { email: `cookie.${id}@e2e.test`, password: 'cookie password 1' };
const accountLabel = `Cookie.${id}`;

/** The session cookie as the browser holds it. */
async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'idl_session');
}

describe('the web session lives in an HttpOnly cookie', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    const signUp = await fetch(`${baseUrl()}${usersPaths.signUp}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...visitor, role: 'PATIENT', firstName: 'Cookie', lastName: 'Monster' }),
    });
    expect(signUp.status).toBe(201);
    browser = await launchBrowser();
    ({ page, problems } = await newPage(browser));
  });
  afterAll(() => browser.close());

  it('signs in into a cookie script cannot read, with no token in local storage', async () => {
    await signInThroughUi(page, baseUrl(), visitor.email, visitor.password);
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('idl_session');
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(stored).not.toContain(cookie!.value);
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);

    // A reload keeps the session: the header shows the account.
    await page.goto('/shop');
    await page.getByRole('button', { name: accountLabel }).waitFor();
    expect(problems).toEqual([]);
  });

  it('refuses a state-changing call that lacks the shop’s header, as a forged cross-site form would send', async () => {
    const answers = await page.evaluate(async (path) => {
      const forged = await fetch(path, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ newsLetter: true }),
      });
      const own = await fetch(path, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ newsLetter: false }),
      });
      return [forged.status, own.status];
    }, usersPaths.myNotificationSettings);
    expect(answers).toEqual([403, 200]);
    // The refused call is the only console problem: the browser reports the 403.
    problems.length = 0;
  });

  it('signs out through the server: the cookie is gone and its session is over', async () => {
    const before = await sessionCookie(page);
    await page.getByRole('button', { name: accountLabel }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await expect.poll(async () => sessionCookie(page)).toBeUndefined();
    const replayed = await fetch(`${baseUrl()}${usersPaths.me}`, {
      headers: { cookie: `idl_session=${before!.value}` },
    });
    expect(replayed.status).toBe(401);
    expect(problems).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { waitForHydration } from './browser';

/**
 * Signs in through the /login page as a user would, and waits until the page has moved on (an
 * admin lands on /admin/dashboard, a patient on /). Returns the address it landed on.
 */
export async function signInThroughUi(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  // A page from newPage waits already; any other page waits here (a click before is the browser's own).
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  return new URL(page.url());
}

/**
 * Hands the page a session opened through the API, the way the web app keeps one after signing in:
 * the HttpOnly `idl_session` cookie for the shop's address and the non-secret `signed-in` mark.
 * The page must already be on the shop (its origin names the cookie's site).
 */
export async function adoptSession(page: Page, accessToken: string) {
  await page.context().addCookies([sessionCookie(new URL(page.url()).origin, accessToken)]);
  await page.evaluate(() => window.localStorage.setItem('signed-in', '1'));
}

/**
 * The HttpOnly `idl_session` cookie the server sets on signing in, for a browser context at
 * `origin` (`context.addCookies`): all a page with scripts off needs to be signed in.
 */
export function sessionCookie(origin: string, accessToken: string) {
  return { name: 'idl_session', value: accessToken, url: origin, httpOnly: true, sameSite: 'Lax' as const };
}

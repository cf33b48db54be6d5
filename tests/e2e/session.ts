import type { Page } from 'playwright-core';

/**
 * Signs in through the /login page as a user would, and waits until the page has moved on (an
 * admin lands on /admin/dashboard, a patient on /). Returns the address it landed on.
 */
export async function signInThroughUi(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  return new URL(page.url());
}

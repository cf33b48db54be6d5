import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser';
import { E2E_ADMIN } from './global-setup';
import { signInThroughUi } from './session';

const id = Math.random().toString(36).slice(2, 8);
const shopper = {
  email: `shopper.${id}@e2e.test`,
  password: 'first password 1',
  newPassword: 'second password 2',
};
/** The account menu's label: the e-mail before the @, first letter capitalised. */
const accountLabel = `Shopper.${id}`;

/** The reset link of the newest e-mail to `to` in the server's outbox (quoted-printable decoded). */
function resetLinkFor(to: string): string | undefined {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const mails = readdirSync(outbox, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
    .map((entry) => entry.name)
    .sort()
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${to}`));
  const decoded = (mails.at(-1) ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decoded.match(/https?:\/\/[^\s"<>]+\/new-password\?token=[\w-]+/)?.[0];
}

async function waitForResetLink(to: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const link = resetLinkFor(to);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset e-mail to ${to} in the outbox`);
}

async function apiJson<T>(route: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${baseUrl()}/interdentallab${route}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Adds a product as the admin, through the API, in the first category and brand of the catalogue. */
async function createProduct(name: string) {
  const signIn = await apiJson<{ data: { accessToken: string } }>('/api/users/sign-in', {
    method: 'POST',
    body: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const token = signIn.data.accessToken;
  const [category] = await apiJson<Array<{ categoryId: number }>>('/category/getAllCategories');
  const brands = await apiJson<{ content: Array<{ id: number }> }>('/api/brands?page=0&size=1');
  return apiJson<{ id: number }>('/product/add', {
    method: 'POST',
    token,
    body: {
      name,
      description: 'Made for the header search journey.',
      price: 12.5,
      stockQuantity: 5,
      categoryId: category!.categoryId,
      brandId: brands.content[0]!.id,
    },
  });
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('an account, from a guest to a reset password', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, problems } = await newPage(browser));
  });
  afterAll(() => browser.close());

  it('asks a guest for an account on the cart and wishlist icons', async () => {
    await page.goto('/shop');
    await page.getByRole('button', { name: 'Cart', exact: true }).click();
    const modal = dialog(page, 'Account Required');
    await modal.getByText('Please log in or register to proceed further').waitFor();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await dialog(page, 'Account Required').getByRole('button', { name: 'Create Account' }).click();
    // Sign-up comes back to the page that asked for the account (issue 20).
    await page.waitForURL(
      (url) => url.pathname === '/signup' && url.searchParams.get('redirect') === '/shop',
    );
    expect(problems).toEqual([]);
  });

  it('signs up through /signup and is signed in: the header shows the account menu', async () => {
    await page.getByLabel('First Name', { exact: true }).fill('Shelly');
    await page.getByLabel('Last Name', { exact: true }).fill('Shopper');
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('User Registered Successfully !').waitFor();
    // Back on the shop, where the Account Required modal sent them from.
    await page.waitForURL((url) => url.pathname === '/shop');

    await page.getByRole('button', { name: accountLabel }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('signs out from the account menu, landing on /login, and logs in again', async () => {
    await page.getByRole('button', { name: accountLabel }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    const landed = await signInThroughUi(page, baseUrl(), shopper.email, shopper.password);
    expect(landed.pathname).toBe('/');
    await page.goto('/shop');
    await page.getByRole('button', { name: accountLabel }).waitFor();
    expect(problems).toEqual([]);
  });

  it('resets a forgotten password through the e-mailed link and logs in with the new one', async () => {
    await page.getByRole('button', { name: accountLabel }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Forgot Password ?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('E-mail', { exact: true }).fill(shopper.email);
    await page.getByRole('button', { name: 'Check E-mail' }).click();
    await dialog(page, 'Check Your Inbox').getByRole('button', { name: 'OK' }).click();

    const link = new URL(await waitForResetLink(shopper.email));
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New Password', { exact: true }).fill(shopper.newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(shopper.newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await dialog(page, 'Password Reset').getByRole('button', { name: 'Back to Log in' }).click();
    await page.waitForURL('**/login');

    const landed = await signInThroughUi(page, baseUrl(), shopper.email, shopper.newPassword);
    expect(landed.pathname).toBe('/');
    expect(problems).toEqual([]);
  });

  it('finds a product from the header search and opens it', async () => {
    const name = `Polishing kit ${id}`;
    const product = await createProduct(name);
    await page.goto('/shop');
    await page.getByRole('combobox', { name: 'Search products' }).fill(`kit ${id}`);
    await page.getByRole('option', { name: new RegExp(name) }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/product/${product.id}`);
    expect(problems).toEqual([]);
  });

  it('sends the admin from /login to the dashboard', async () => {
    const admin = await newPage(browser);
    const landed = await signInThroughUi(admin.page, baseUrl(), E2E_ADMIN.email, E2E_ADMIN.password);
    // The admin pages themselves are another journey's concern: the address is enough here.
    expect(landed.pathname).toBe('/admin/dashboard');
  });
});

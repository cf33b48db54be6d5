import { contactPaths } from '@idl/api-contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseUrl, launchBrowser, newPage } from './browser';
import { waitForMail } from './outbox';
import { E2E_ADMIN } from './global-setup';
import { signInThroughUi } from './session';
import { adminToken, call, createProduct, moveOrder, newCustomer, placeOrder } from './shop-api';

/** The address after "label: " in an e-mail's text part. */
function linkAfter(mail: string, label: string): string {
  const match = new RegExp(`${label}: (\\S+)`).exec(mail);
  if (!match?.[1]) throw new Error(`No "${label}" link in the e-mail`);
  return match[1];
}

const signIn = (page: Page, who: { email: string; password: string }) =>
  signInThroughUi(page, baseUrl(), who.email, who.password);

describe('every address the shop sends or shows opens its page', () => {
  let browser: Browser;
  let admin: string;
  let product: { id: number; name: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminToken();
    const name = `Link Journey Floss ${Date.now()}`;
    product = { id: (await createProduct(admin, name, 9.5, 50)).id, name };
  });
  afterAll(() => browser.close());

  it('the order e-mail link opens the order, after signing in, back on that order', async () => {
    const customer = await newCustomer('Lia');
    const orderId = await placeOrder(customer, product.id);
    const mail = await waitForMail(`order #${orderId} placed`, { to: customer.email });
    const link = linkAfter(mail, 'Follow your order');

    const { page, problems } = await newPage(browser);
    await page.goto(link);
    await page.getByText('Log in to see your order.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/order-info');
    await expect(page.getByText(product.name).first().isVisible()).resolves.toBe(true);

    // The first e-mails' address (/orders/{id}) opens the same page. (The e-mail's host is the
    // server's PUBLIC_URL; the session lives on that origin.)
    await page.goto(`${new URL(link).origin}/orders/${orderId}`);
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    expect(problems).toEqual([]);
  });

  it('a cancelled order is e-mailed, listed under Cancelled, and its notification opens it', async () => {
    const customer = await newCustomer('Noa');
    const orderId = await placeOrder(customer, product.id);
    await moveOrder(admin, orderId, ['Cancelled']);
    const mail = await waitForMail(`order #${orderId} cancelled`, { to: customer.email });
    expect(mail).toContain(`Your order #${orderId} was cancelled.`);

    const { page, problems } = await newPage(browser);
    const link = linkAfter(mail, 'See your order');
    // The e-mail's host is the server's PUBLIC_URL: the session lives on that origin.
    const site = new URL(link).origin;
    await page.goto(link);
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();

    await page.goto(`${site}/orders`);
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await page.waitForURL(/tab=cancelled/);
    await page.getByRole('tabpanel').getByText(product.name).waitFor();
    // Wishlist, My Orders and order pages keep clear of the window's edges at desktop width.
    const heading = await page.getByRole('heading', { name: 'My Orders' }).boundingBox();
    expect(heading?.x).toBeGreaterThanOrEqual(16);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await dropdown.getByRole('link', { name: 'Order Cancelled' }).click();
    await page.waitForURL((url) => url.pathname === '/order-info' && url.search === `?orderId=${orderId}`);
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    expect(problems).toEqual([]);
  });

  it('an admin is told of a contact message, and the notification opens the messages', async () => {
    const sender = `Ruth${Date.now()}`;
    await call(contactPaths.contactMessages, {
      method: 'POST',
      body: {
        firstName: sender,
        lastName: 'Tester',
        email: 'ruth@e2e.test',
        message: 'Do you make night guards?',
      },
      response: z.unknown(),
    });
    const { page, problems } = await newPage(browser);
    await page.goto('/');
    await signIn(page, E2E_ADMIN);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    const note = dropdown.getByRole('listitem').filter({ hasText: sender });
    await note.getByRole('link', { name: 'New contact message' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/messages');
    await page.getByText('Do you make night guards?').first().waitFor();
    expect(problems).toEqual([]);
  });
});

describe('signed in, the shop looks signed in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('after signing in, the landing page header shows the account, not Log In', async () => {
    const customer = await newCustomer('Ivy');
    const { page, problems } = await newPage(browser);
    await page.goto('/');
    await signIn(page, customer);
    expect(new URL(page.url()).pathname).toBe('/');
    const label = customer.email.split('@')[0]!;
    const account = page.getByRole('button', {
      name: `Account: ${label[0]!.toUpperCase()}${label.slice(1)}`,
    });
    await account.waitFor();
    expect(await page.getByRole('link', { name: 'Log In' }).count()).toBe(0);
    await account.click();
    await page.getByRole('menuitem', { name: 'My Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('the price filter covers the whole catalogue', () => {
  let browser: Browser;
  const implant = { name: `Journey Implant Crown ${Date.now()}`, id: 0 };
  beforeAll(async () => {
    browser = await launchBrowser();
    implant.id = (await createProduct(await adminToken(), implant.name, 1450)).id;
  });
  afterAll(() => browser.close());

  it('a product above $1,000 shows by default; a price filter shows as one and clears', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(`/shop?q=${encodeURIComponent(implant.name)}`);
    await page.getByRole('link', { name: implant.name }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters', disabled: true }).waitFor();

    await page.goto(`/shop?q=${encodeURIComponent(implant.name)}&maxPrice=1000`);
    await page.getByText('Sorry ! No products match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear Filters', disabled: false }).click();
    await page.waitForURL((url) => !url.search.includes('maxPrice'));
    await page.getByRole('link', { name: implant.name }).waitFor();
    expect(problems).toEqual([]);
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser';
import { E2E_ADMIN } from './global-setup';
import { waitForMail } from './outbox';
import { signInThroughUi } from './session';
import { adminToken, createProduct, newCustomer, removeProduct } from './shop-api';

describe('paying by card through Stripe (a local fake of it), then a refund', () => {
  let browser: Browser;
  const product = { name: `Card Crown Kit ${Date.now()}`, id: 0 };
  let orderId = 0;
  let customer: { email: string; password: string; token: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    product.id = (await createProduct(await adminToken(), product.name, 64.25)).id;
    customer = await newCustomer('Carla');
  });
  afterAll(async () => {
    await removeProduct(await adminToken(), product.id);
    await browser.close();
  });

  it('a card order goes from the cart to Stripe’s page and back, In Progress once Stripe confirms', async () => {
    const { page, problems } = await newPage(browser);
    await signInThroughUi(page, baseUrl(), customer.email, customer.password);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
    await panel.getByRole('form', { name: 'Checkout details' }).waitFor();
    // The radio's input is visually hidden (react-aria): click its label, as a user does.
    await panel
      .locator('label')
      .filter({ hasText: /^Card$/ })
      .click();
    await expect(panel.getByRole('radio', { name: 'Card' }).isChecked()).resolves.toBe(true);
    await panel.getByText(/you go to Stripe's secure page to pay \$64\.25 by card/).waitFor();
    await panel.getByRole('textbox', { name: 'Contact Number' }).fill('+1 305 555 0111');
    await panel.getByRole('combobox', { name: 'Country' }).fill('United States');
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await panel.getByRole('textbox', { name: 'State/Province' }).fill('Florida');
    await panel.getByRole('textbox', { name: 'City' }).fill('Miami');
    await panel.getByRole('textbox', { name: 'Street' }).fill('77 Coral Way');
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByText("Card, on Stripe's secure page").waitFor();
    await panel.getByRole('button', { name: 'Confirm Order' }).click();

    // Stripe's hosted page: no card number is typed on the shop's pages.
    await page.waitForURL((url) => url.href.startsWith(`${inject('stripeUrl')}/pay/cs_test_`));
    await page.getByText('Amount: $64.25').waitFor();
    await page.getByRole('button', { name: 'Pay $64.25' }).click();

    await page.waitForURL(/\/order-info\?orderId=\d+&payment=success$/);
    orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    await page.getByText(/^Paid on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    await page.getByText('In Progress', { exact: true }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Pay Now by Card' }).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('the admin cancels the paid order: the card is refunded, shown on the order and e-mailed', async () => {
    expect(orderId).toBeGreaterThan(0);
    const adminPage = await newPage(browser);
    await signInThroughUi(adminPage.page, baseUrl(), E2E_ADMIN.email, E2E_ADMIN.password);
    await adminPage.page.goto(`/admin/orders/${orderId}`);
    await adminPage.page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = adminPage.page.getByRole('alertdialog', { name: `Cancel Order #${orderId}?` });
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(adminPage.problems).toEqual([]);

    const { page, problems } = await newPage(browser);
    await signInThroughUi(page, baseUrl(), customer.email, customer.password);
    await page.goto(`/order-info?orderId=${orderId}`);
    await page.getByText(/^Refunded \$64\.25 on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    const mail = await waitForMail(`order #${orderId} refunded`);
    expect(mail).toContain(`Your order #${orderId} was cancelled and $64.25 was refunded to your card.`);
    expect(problems).toEqual([]);
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser';
import { E2E_ADMIN } from './global-setup';
import { waitForMail } from './outbox';
import { signInThroughUi } from './session';
import { adminToken, createProduct, moveOrder, newCustomer, removeProduct } from './shop-api';

describe('a manual transfer to the shop’s own account', () => {
  let browser: Browser;
  let admin: string;
  const payee = `Interdental Lab LLC ${Date.now()}`;
  const product = { name: `Transfer Floss ${Date.now()}`, id: 0 };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminToken();
    product.id = (await createProduct(admin, product.name, 21.4)).id;
  });
  afterAll(async () => {
    await removeProduct(await adminToken(), product.id);
    await browser.close();
  });

  it('the admin sets the payee, the buyer is told to pay it the exact amount; the admin confirms', async () => {
    const adminPage = await newPage(browser);
    await signInThroughUi(adminPage.page, baseUrl(), E2E_ADMIN.email, E2E_ADMIN.password);
    await adminPage.page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await adminPage.page.waitForURL(/\/admin\/settings$/);
    await adminPage.page.getByRole('heading', { name: 'Payment details' }).waitFor();
    // Earlier runs' methods are replaced: remove what is there, then add Zelle.
    for (let remove = adminPage.page.getByRole('button', { name: /^Remove / }); (await remove.count()) > 0;) {
      await remove.first().click();
    }
    await adminPage.page.getByRole('button', { name: 'Add Transfer Method' }).click();
    const method = adminPage.page.getByRole('group', { name: 'Method 1' });
    await method.getByRole('textbox', { name: /^Method/ }).fill('Zelle');
    const zelle = adminPage.page.getByRole('group', { name: 'Zelle' });
    await zelle.getByRole('textbox', { name: /^Payee Name/ }).fill(payee);
    await zelle.getByRole('textbox', { name: /^Send to/ }).fill('payments@interdentallab.com');
    await zelle.getByRole('textbox', { name: /^Instructions/ }).fill('Write the order number in the memo.');
    await adminPage.page.getByRole('button', { name: 'Save' }).click();
    await adminPage.page.getByRole('status').getByText('Saved').waitFor();
    expect(adminPage.problems).toEqual([]);

    const customer = await newCustomer('Tara');
    const { page, problems } = await newPage(browser);
    await signInThroughUi(page, baseUrl(), customer.email, customer.password);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
    await panel.getByRole('form', { name: 'Checkout details' }).waitFor();
    // The checkout names the shop's account and the amount before anything is typed.
    const payTo = panel.getByRole('region', { name: 'Pay by transfer' });
    await payTo.getByText(payee).waitFor();
    const amount = (await payTo.textContent())?.match(/Send exactly (\$[\d.,]+)/)?.[1];
    // One at $21.40, no sales tax configured in the journeys' server.
    expect(amount).toBe('$21.40');

    await panel.getByRole('textbox', { name: 'Contact Number' }).fill('+1 305 555 0199');
    await panel.getByRole('combobox', { name: 'Country' }).fill('United States');
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await panel.getByRole('textbox', { name: 'State/Province' }).fill('Florida');
    await panel.getByRole('textbox', { name: 'City' }).fill('Miami');
    await panel.getByRole('textbox', { name: 'Street' }).fill('9 Flagler St');
    await panel.getByRole('textbox', { name: 'User Name or Account Number' }).fill('tara-zelle');
    await panel.getByRole('textbox', { name: 'E-mail or Phone of the Account' }).fill('+1 305 555 0199');
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByRole('button', { name: 'Confirm Order' }).click();
    await panel.getByText('Your Order Has Been Successfully Placed!').waitFor();
    const number = await panel.getByText(/Order number: #\d+/).textContent();
    const orderId = Number(number?.match(/#(\d+)/)?.[1]);
    await panel
      .getByRole('region', { name: 'Pay by transfer' })
      .getByText(`Send exactly ${amount} to this account and quote Order #${orderId} with the transfer.`)
      .waitFor();

    await page.goto(`/order-info?orderId=${orderId}`);
    const orderPayTo = page.getByRole('region', { name: 'Pay by transfer' });
    await orderPayTo.getByText(payee).waitFor();
    await expect(orderPayTo.textContent()).resolves.toContain(
      `Send exactly ${amount} to this account and quote Order #${orderId}`,
    );

    const mail = await waitForMail(`order #${orderId} placed`);
    expect(mail).toContain(`Amount to send: ${amount}`);
    expect(mail).toContain(`Quote with the transfer: Order #${orderId}`);
    expect(mail).toContain(`- Zelle: pay ${payee} at payments@interdentallab.com`);
    expect(mail).toContain('Pay from the account you gave us: Tara Tester (tara-zelle, +1 305 555 0199).');

    // The transfer arrives; the admin confirms it as before, and the page stops asking for money.
    await moveOrder(admin, orderId, ['In Progress']);
    await page.reload();
    await page.getByText('In Progress', { exact: true }).first().waitFor();
    await expect(page.getByRole('region', { name: 'Pay by transfer' }).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });
});

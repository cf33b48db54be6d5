import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser';
import { signInThroughUi } from './session';
import { adminToken, createProduct, moveOrder, newCustomer } from './shop-api';

const XSS_NAME = '<img src=x onerror=alert(1)>';

/** Signs this customer in through the /login page, as they would. */
async function signInAs(page: Page, customer: { email: string; password: string }) {
  const landed = await signInThroughUi(page, baseUrl(), customer.email, customer.password);
  expect(landed.pathname).toBe('/');
}

async function fillCheckout(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await panel.getByRole('textbox', { name: 'Full Name' }).fill('Eve Tester');
  await panel.getByRole('textbox', { name: 'Contact Number' }).fill('+1 305 555 0142');
  await panel.getByRole('textbox', { name: 'Email Address' }).fill('eve@e2e.test');
  await panel.getByRole('combobox', { name: 'Country' }).fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await panel.getByRole('textbox', { name: 'State/Province' }).fill('Florida');
  await panel.getByRole('textbox', { name: 'City' }).fill('Miami');
  await panel.getByRole('textbox', { name: 'Street' }).fill('120 Brickell Ave');
  await panel.getByRole('textbox', { name: 'Name on the Account' }).fill('Eve Tester');
  await panel.getByRole('textbox', { name: 'User Name or Account Number' }).fill('eve-pays');
  await panel.getByRole('textbox', { name: 'E-mail or Phone of the Account' }).fill('eve@e2e.test');
}

describe('shopping, from browsing to a review', () => {
  let browser: Browser;
  let admin: string;
  const floss = { name: `Journey Floss ${Date.now()}`, id: 0 };
  let orderId = 0;
  let customer: { email: string; password: string; token: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminToken();
    floss.id = (await createProduct(admin, floss.name, 12.5)).id;
    customer = await newCustomer('Eve');
  });
  afterAll(() => browser.close());

  it('a guest browses the shop, filters (the URL follows, Back undoes) and searches', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto('/shop');
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('link', { name: floss.name }).waitFor();

    // The radio's input is visually hidden (react-aria); a click on it is what a user's click does.
    await page.getByRole('radio', { name: 'Out of stock' }).click({ force: true });
    await page.waitForURL(/availability=outOfStock/);
    await page.getByRole('link', { name: floss.name }).waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('availability'));
    await page.getByRole('link', { name: floss.name }).waitFor();

    await page.goto(`/shop?q=${encodeURIComponent(floss.name)}`);
    await page.getByRole('heading', { name: `Results for “${floss.name}”` }).waitFor();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /products?$/ })
        .textContent(),
    ).resolves.toBe('1 product');
    expect(problems).toEqual([]);
  });

  it('a customer wishlists, adds to the cart, changes quantities and checks out', async () => {
    const { page, problems } = await newPage(browser);
    await signInAs(page, customer);
    await page.goto(`/product/${floss.id}`);
    await page.getByRole('heading', { name: floss.name, level: 1 }).waitFor();

    await page.getByRole('button', { name: `Save ${floss.name} to wishlist` }).click();
    await page.getByText('Added to Wishlist !').waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to Cart !').waitFor();

    await page.getByRole('button', { name: 'Buy Now' }).click();
    const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
    await panel.getByRole('form', { name: 'Checkout details' }).waitFor();
    await panel.getByRole('button', { name: 'Go Back' }).click();
    const quantity = panel.getByRole('listitem').filter({ hasText: floss.name });
    await expect(quantity.textContent()).resolves.toContain('Quantity 2');
    await panel.getByRole('button', { name: `Increase quantity of ${floss.name}` }).click();
    await quantity.getByText('Quantity 3').waitFor();
    await panel.getByRole('button', { name: `Decrease quantity of ${floss.name}` }).click();
    await quantity.getByText('Quantity 2').waitFor();

    await panel.getByRole('button', { name: 'Checkout' }).click();
    // The form starts from the account (name, e-mail); the rest is still to fill in.
    await expect(panel.getByRole('textbox', { name: 'Full Name' }).inputValue()).resolves.toBe('Eve Tester');
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByText('Choose your country').waitFor();
    await fillCheckout(page);
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByText(`${floss.name} × 2`).waitFor();
    await panel.getByRole('button', { name: 'Confirm Order' }).click();
    await panel.getByText('Your Order Has Been Successfully Placed!').waitFor();
    const number = await panel.getByText(/Order number: #\d+/).textContent();
    orderId = Number(number?.match(/#(\d+)/)?.[1]);
    expect(orderId).toBeGreaterThan(0);

    await panel.getByRole('button', { name: 'Continue Shopping' }).click();
    await page.waitForURL(/\/shop$/);
    await page.goto('/orders');
    const active = page.getByRole('tabpanel');
    await active.getByText(floss.name).waitFor();
    await page.goto('/wishlist');
    await page.getByRole('link', { name: floss.name }).waitFor();
    expect(problems).toEqual([]);
  });

  it('after the admin completes the order, the customer reviews it and the review shows on the product', async () => {
    await moveOrder(admin, orderId, ['In Progress', 'Shipped', 'Completed']);
    const { page, problems } = await newPage(browser);
    await signInAs(page, customer);
    await page.goto('/orders');
    await page.getByRole('tab', { name: 'Completed' }).click();
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/order-info\\?orderId=${orderId}$`));
    await page.getByRole('tab', { name: 'Track Order' }).click();
    await page.getByText('TRK-' + orderId).waitFor();
    await page.getByRole('tab', { name: 'Order Detail' }).click();

    await page.getByRole('button', { name: `Leave Review for ${floss.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'How was the Service' });
    await dialog.getByRole('radio', { name: /5/ }).check({ force: true });
    await dialog.getByRole('textbox', { name: 'Please share your experience' }).fill('Gentle on my gums.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('button', { name: `View Review of ${floss.name}` }).waitFor();

    await page.goto(`/product/${floss.id}`);
    await page.getByText('Gentle on my gums.').waitFor();
    await page.getByText('Based on 1 review').waitFor();
    expect(problems).toEqual([]);
  });

  it('shows a product named like markup as text everywhere, and runs nothing (issue #11)', async () => {
    const xss = await createProduct(admin, XSS_NAME, 3);
    const { page, problems } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInAs(page, customer);

    await page.goto('/shop');
    await page.getByRole('link', { name: XSS_NAME }).waitFor();
    await page.goto(`/product/${xss.id}`);
    await page.getByRole('heading', { name: XSS_NAME, level: 1 }).waitFor();
    await page.getByRole('button', { name: `Save ${XSS_NAME} to wishlist` }).click();
    await page.getByText('Added to Wishlist !').waitFor();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
    await panel.getByRole('button', { name: 'Go Back' }).click();
    await panel.getByText(XSS_NAME, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/wishlist');
    await page.getByRole('link', { name: XSS_NAME }).waitFor();

    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  });
});

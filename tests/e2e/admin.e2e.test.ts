import {
  brandSchema,
  catalogPaths,
  fillPath,
  orderSchema,
  ordersPaths,
  productPageResponseSchema,
  productSchema,
  signInResponseSchema,
  usersPaths,
  type Order,
} from '@idl/api-contract';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseUrl, launchBrowser, newPage } from './browser';
import { E2E_ADMIN } from './global-setup';
import { adoptSession } from './session';

/** Calls the API as a client would, parsing the answer with the contract's schema. */
async function call<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<z.output<S>> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return schema.parse(text ? JSON.parse(text) : undefined);
}

async function signIn(email: string, password: string) {
  const answer = await call(usersPaths.signIn, signInResponseSchema, {
    method: 'POST',
    body: { email, password },
  });
  return answer.data.accessToken;
}

/** A small real PNG of one colour, made for the upload fields. */
async function png(name: string, red: number) {
  const buffer = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: red, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

const stamp = Date.now().toString(36);

describe('the admin at work, in Chromium against the real server', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let adminToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await signIn(E2E_ADMIN.email, E2E_ADMIN.password);
    ({ page, problems } = await newPage(browser));
    // The sign-in page is built elsewhere; the admin's token goes where it would leave it.
    await page.goto('/');
    await adoptSession(page, adminToken);
  });
  afterAll(() => browser.close());

  it('opens the dashboard for the signed-in admin', async () => {
    await page.goto('/admin');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    await page.getByText('Total Revenue').waitFor();
    await page.getByRole('grid', { name: 'Recent Orders' }).waitFor();
    await expect(page.getByText(E2E_ADMIN.email).first().isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('creates a category, a brand with a logo and a product with two uploaded images that the shop lists', async () => {
    const productName = `E2E Gum Stimulator ${stamp}`;
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.waitForURL('**/admin/list-product');

    await page.getByRole('textbox', { name: 'Title' }).fill(productName);
    await page.getByRole('textbox', { name: 'Description' }).fill('A rubber tip that massages the gums.');
    await page.getByRole('textbox', { name: /Pricing/ }).fill('6.50');
    await page.getByRole('textbox', { name: /Total Stock/ }).fill('25');

    await choose(page, /Category/, 'Add Category');
    const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
    await categoryDialog.getByRole('textbox', { name: /Name/ }).fill(`E2E Gum Care ${stamp}`);
    await categoryDialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Category added successfully').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /Category/ }).textContent())
      .toContain(`E2E Gum Care ${stamp}`);

    await choose(page, /Brand/, 'Add Brand');
    const brandDialog = page.getByRole('dialog', { name: 'Add Brand' });
    await brandDialog.locator('input[type="file"]').setInputFiles(await png('logo.png', 30));
    await brandDialog.getByRole('textbox', { name: 'Brand Name' }).fill(`E2E Brand ${stamp}`);
    await brandDialog.getByRole('textbox', { name: 'Description' }).fill('Made for the journey.');
    await brandDialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Brand added successfully').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /Brand/ }).textContent())
      .toContain(`E2E Brand ${stamp}`);

    await page
      .locator('form input[type="file"]')
      .setInputFiles([await png('front.png', 200), await png('side.png', 90)]);
    const images = page.getByRole('list', { name: 'Product images' });
    await images.getByRole('img', { name: 'side.png' }).waitFor();
    await expect.poll(() => images.getByRole('progressbar').count(), { timeout: 20_000 }).toBe(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Product added successfully!').waitFor();
    await page.waitForURL('**/admin/products');

    const shop = await call(
      `${catalogPaths.shopProducts}?q=${encodeURIComponent(productName)}`,
      productPageResponseSchema,
    );
    const listed = shop.data.content.find((p) => p.name === productName);
    expect(listed?.imageUrls).toHaveLength(2);
    expect(listed?.imageUrls.every((i) => i.imageUrl.startsWith('/interdentallab/uploads/'))).toBe(true);
    expect(listed?.categoryName).toBe(`E2E Gum Care ${stamp}`);
    const brands = await call(catalogPaths.adminBrands, z.array(brandSchema), { token: adminToken });
    const brand = brands.find((b) => b.name === `E2E Brand ${stamp}`);
    expect(brand?.logoUrl).toMatch(/^\/interdentallab\/uploads\//);
    expect(listed?.brandId).toBe(brand?.id);
    const logo = await fetch(`${baseUrl()}${brand!.logoUrl}`);
    expect(logo.headers.get('content-type')).toMatch(/^image\//);
    expect(problems).toEqual([]);
  });

  it('adds stock to two selected products', async () => {
    await page.goto('/admin/products');
    // The list shows the newest products first, as the API's admin list does.
    const firstPage = await call(`${catalogPaths.adminProducts}?size=10`, productPageResponseSchema);
    const chosen = firstPage.data.content.slice(0, 2);
    const current = (id: number) =>
      call(fillPath(catalogPaths.adminProduct, { productId: id }), productSchema);
    const before = await Promise.all(chosen.map((p) => current(p.productId)));
    const grid = page.getByRole('grid', { name: 'Products' });
    // The check box's drawn square sits over the native input, as a user clicks it.
    for (const product of chosen)
      await grid.getByRole('checkbox', { name: `Select ${product.name}` }).check({ force: true });
    await page.getByRole('button', { name: 'Add Stock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Product Quantities' });
    const amounts = dialog.getByRole('textbox');
    const lines = await amounts.count();
    for (let n = 0; n < lines; n++) await amounts.nth(n).fill('7');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Stock updated successfully').waitFor();
    const after = await Promise.all(chosen.map((p) => current(p.productId)));
    const linesOf = (p: (typeof before)[number]) => (p.options ? p.options.values.length : 1);
    expect(after.map((p) => p.stockQuantity)).toEqual(before.map((p) => p.stockQuantity + 7 * linesOf(p)));
    expect(problems).toEqual([]);
  });

  it('works at 768 px: the menu folds behind a Menu button and still leads everywhere', async () => {
    const narrow = await newPage(browser);
    await narrow.page.setViewportSize({ width: 768, height: 1024 });
    await narrow.page.goto('/');
    await adoptSession(narrow.page, adminToken);
    await narrow.page.goto('/admin/orders');
    await narrow.page.getByRole('grid', { name: 'Orders' }).waitFor();
    await expect(narrow.page.getByRole('navigation', { name: 'Admin menu' }).isVisible()).resolves.toBe(
      false,
    );
    await narrow.page.getByRole('button', { name: 'Menu' }).click();
    await narrow.page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Products' })
      .click();
    await narrow.page.waitForURL('**/admin/products');
    await narrow.page.getByRole('grid', { name: 'Products' }).waitFor();
    const overflow = await narrow.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(narrow.problems).toEqual([]);
    await narrow.page.context().close();
  });

  describe('with a customer', () => {
    const customer = {
      email: `e2e-customer-${stamp}@example.com`,
      password: 'customer-passphrase',
      firstName: 'Edna',
      lastName: `Krabappel${stamp}`,
    };
    let customerToken: string;

    beforeAll(async () => {
      await call(usersPaths.signUp, z.unknown(), { method: 'POST', body: { ...customer, role: 'PATIENT' } });
      customerToken = await signIn(customer.email, customer.password);
    });

    it("moves the customer's order through every status, the customer seeing each step", async () => {
      const shop = await call(
        `${catalogPaths.shopProducts}?availability=inStock&size=1`,
        productPageResponseSchema,
      );
      const product = productSchema.parse(shop.data.content[0]);
      await call('/interdentallab/api/cart/add', z.unknown(), {
        method: 'POST',
        token: customerToken,
        body: {
          productId: product.productId,
          quantity: 1,
          ...(product.options
            ? { optionValue: product.options.values.find((v) => v.stockQuantity > 0)!.value }
            : {}),
        },
      });
      const placed = await call(ordersPaths.orders, orderSchema, {
        method: 'POST',
        token: customerToken,
        body: {
          buyer: {
            fullName: `${customer.firstName} ${customer.lastName}`,
            contactNumber: '+1 305 555 0100',
            email: customer.email,
          },
          shipping: { country: 'United States', state: 'Florida', city: 'Miami', street: '1 Ocean Drive' },
          paymentMethod: {
            provider: 'manual-transfer',
            recipientName: 'Edna',
            username: 'edna',
            contact: customer.email,
          },
        },
      });
      const customerView = () =>
        call(fillPath(ordersPaths.order, { orderId: placed.orderId }), orderSchema, { token: customerToken });
      const stepAt = (order: Order, step: string) => order.timeline.find((t) => t.step === step)?.at ?? null;

      await page.goto('/admin/orders');
      await page.getByRole('textbox', { name: 'Search by Buyer Name' }).fill(customer.lastName);
      await page.getByRole('row', { name: new RegExp(`#${placed.orderId}`) }).click();
      await page.waitForURL(`**/admin/orders/${placed.orderId}`);

      await page.getByRole('button', { name: 'Confirm Payment' }).click();
      await page
        .getByRole('alertdialog', { name: `Confirm Payment of Order #${placed.orderId}?` })
        .getByRole('button', { name: 'Confirm Payment' })
        .click();
      await page.getByRole('button', { name: 'Mark as Shipped' }).waitFor();
      const paid = await customerView();
      expect(paid.orderStatus).toBe('In Progress');
      expect(stepAt(paid, 'In Progress')).not.toBeNull();

      await page.getByRole('button', { name: 'Mark as Shipped' }).click();
      const ship = page.getByRole('dialog', { name: `Mark Order #${placed.orderId} as Shipped` });
      await ship.getByRole('textbox', { name: /Tracking Id/ }).fill(`UPS-${stamp}`);
      await ship.getByRole('textbox', { name: /Expected Delivery Date/ }).fill('2030-01-15');
      await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
      await page.getByRole('button', { name: 'Mark as Completed' }).waitFor();
      const shipped = await customerView();
      expect(shipped).toMatchObject({
        orderStatus: 'Shipped',
        trackingId: `UPS-${stamp}`,
        expectedDeliveryDate: '2030-01-15',
      });
      expect(stepAt(shipped, 'Shipped')).not.toBeNull();

      await page.getByRole('button', { name: 'Mark as Completed' }).click();
      await page
        .getByRole('alertdialog', { name: `Mark Order #${placed.orderId} as Completed?` })
        .getByRole('button', { name: 'Mark as Completed' })
        .click();
      await page.getByText(/This order is completed/).waitFor();
      const completed = await customerView();
      expect(completed.orderStatus).toBe('Completed');
      expect(stepAt(completed, 'Delivered')).not.toBeNull();

      await page.getByRole('tab', { name: 'Track Order' }).click();
      await page.getByText(`UPS-${stamp}`).waitFor();
      expect(problems).toEqual([]);
    });

    it('deactivates the customer, who can no longer sign in, and activates them again', async () => {
      const name = `${customer.firstName} ${customer.lastName}`;
      await page.goto('/admin/users');
      await page.getByRole('textbox', { name: 'Search by E-mail' }).fill(customer.email);
      await page.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Deactivate User' }).click();
      await page
        .getByRole('alertdialog', { name: 'Deactivate This User?' })
        .getByRole('button', { name: 'Deactivate User' })
        .click();
      await page.getByText('User De-Activated successfully!').waitFor();
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByText('Inactive')
        .waitFor();

      const refused = await fetch(`${baseUrl()}${usersPaths.signIn}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: customer.email, password: customer.password }),
      });
      expect(refused.status).toBe(403);
      await expect(refused.json()).resolves.toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });

      // The customer, on their own browser, gets the Account Deactivate modal at /login.
      const theirs = await newPage(browser);
      await theirs.page.goto('/login');
      await theirs.page.getByLabel('Email', { exact: true }).fill(customer.email);
      await theirs.page.getByLabel('Password', { exact: true }).fill(customer.password);
      await theirs.page.getByRole('button', { name: 'Login', exact: true }).click();
      await theirs.page
        .getByText('Your Account is deactivated by the admin. Contact admin to active your account.')
        .waitFor();
      await theirs.page.getByRole('button', { name: 'Back to Log in' }).click();
      expect(new URL(theirs.page.url()).pathname).toBe('/login');
      expect(theirs.problems.filter((problem) => !problem.includes('403'))).toEqual([]);
      await theirs.page.context().close();

      await page.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Activate User' }).click();
      await page
        .getByRole('alertdialog', { name: 'Activate This User?' })
        .getByRole('button', { name: 'Activate User' })
        .click();
      await page.getByText('User Activated successfully!').waitFor();
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByText('Active', { exact: true })
        .waitFor();
      await expect(signIn(customer.email, customer.password)).resolves.toEqual(expect.any(String));
      expect(problems).toEqual([]);
    });
  });
});

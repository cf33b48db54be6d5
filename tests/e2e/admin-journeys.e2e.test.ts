import {
  brandSchema,
  catalogPaths,
  categorySchema,
  orderSchema,
  ordersPaths,
  productPageResponseSchema,
} from '@idl/api-contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { launchBrowser, newPage } from './browser';
import { adminToken, call, createProduct, newCustomer } from './shop-api';
import { adoptSession } from './session';

const stamp = Date.now().toString(36);
const LOGO = `/interdentallab/uploads/${'c'.repeat(32)}.webp`;

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

const categoriesNamed = async (name: string) =>
  (await call(catalogPaths.categories, { response: z.array(categorySchema) })).filter(
    (c) => c.name.toLowerCase() === name.toLowerCase(),
  );

/** Issue 20, items 3 and 6: what a new administrator hit, in Chromium against the real server. */
describe('issue 20: the admin double-clicks, manages categories and brands, reads the chart', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let token: string;

  const signedInPage = async (viewport = { width: 1280, height: 900 }) => {
    const opened = await newPage(browser);
    await opened.page.setViewportSize(viewport);
    await opened.page.goto('/');
    await adoptSession(opened.page, token);
    return opened;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
    ({ page, problems } = await signedInPage());
  });
  afterAll(() => browser.close());

  it('makes one product when Save is double-clicked, and one category when Confirm is', async () => {
    const category = `E2E Double ${stamp}`;
    const brand = `E2E Double Brand ${stamp}`;
    await call(catalogPaths.addCategory, {
      method: 'POST',
      token,
      body: { name: category, parentCategoryId: null },
      response: categorySchema,
    });
    await call(catalogPaths.adminBrands, {
      method: 'POST',
      token,
      body: { name: brand, description: 'Made for the journey.', logoUrl: LOGO },
      response: brandSchema,
    });
    const productName = `E2E Double-clicked ${stamp}`;
    await page.goto('/admin/list-product');
    await page.getByRole('textbox', { name: 'Title' }).fill(productName);
    await page.getByRole('textbox', { name: 'Description' }).fill('Saved with a double click.');
    await page.getByRole('textbox', { name: /Pricing/ }).fill('4.25');
    await page.getByRole('textbox', { name: /Total Stock/ }).fill('12');

    const newCategory = `E2E Twice ${stamp}`;
    await choose(page, /Category/, 'Add Category');
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(newCategory);
    await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
    await page.getByText('Category added successfully').waitFor();
    expect(await categoriesNamed(newCategory)).toHaveLength(1);

    await choose(page, /Category/, category);
    await choose(page, /Brand/, brand);
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await page.getByText('Product added successfully!').waitFor();
    await page.waitForURL('**/admin/products');
    const found = await call(`${catalogPaths.shopProducts}?q=${encodeURIComponent(productName)}`, {
      response: productPageResponseSchema,
    });
    expect(found.data.content.map((p) => p.name)).toEqual([productName]);
    expect(problems).toEqual([]);
  });

  it('renames and deletes categories and brands from their own pages; one in use is refused with the reason', async () => {
    const used = `E2E Used ${stamp}`;
    const spare = `E2E Spare ${stamp}`;
    for (const name of [used, spare])
      await call(catalogPaths.addCategory, {
        method: 'POST',
        token,
        body: { name, parentCategoryId: null },
        response: categorySchema,
      });
    const [usedCategory] = await categoriesNamed(used);
    const product = await createProduct(token, `E2E In ${used}`, 3);
    await call(`/interdentallab/product/update/${product.productId}`, {
      method: 'PUT',
      token,
      body: {
        name: product.name,
        description: product.description,
        price: product.price,
        stockQuantity: product.stockQuantity,
        categoryId: usedCategory!.categoryId,
        brandId: product.brandId,
        images: [],
      },
      response: z.unknown(),
    });

    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Categories' })
      .click();
    await page.waitForURL('**/admin/categories');
    const grid = page.getByRole('grid', { name: 'Categories' });

    await grid.getByRole('button', { name: `Edit ${used}` }).click();
    await page.getByRole('menuitem', { name: 'Delete Category' }).click();
    const refuse = page.getByRole('alertdialog', { name: 'Delete This Category?' });
    await refuse.getByRole('button', { name: 'Delete Category' }).click();
    await expect
      .poll(() => refuse.getByRole('alert').textContent())
      .toBe('This category cannot be deleted: 1 product uses it.');
    await refuse.getByRole('button', { name: 'Cancel' }).click();
    expect(await categoriesNamed(used)).toHaveLength(1);

    await grid.getByRole('button', { name: `Edit ${spare}` }).click();
    await page.getByRole('menuitem', { name: 'Rename Category' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Category' });
    await rename.getByRole('textbox', { name: 'Category Name' }).fill(used.toUpperCase());
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => rename.getByRole('alert').textContent())
      .toBe(`A category named "${used.toUpperCase()}" already exists`);
    await rename.getByRole('textbox', { name: 'Category Name' }).fill(`${spare} renamed`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Category renamed successfully').waitFor();
    await grid.getByRole('button', { name: `Edit ${spare} renamed` }).click();
    await page.getByRole('menuitem', { name: 'Delete Category' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete This Category?' })
      .getByRole('button', { name: 'Delete Category' })
      .click();
    await page.getByText('Category deleted successfully').waitFor();
    expect(await categoriesNamed(`${spare} renamed`)).toEqual([]);

    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Brands' }).click();
    await page.waitForURL('**/admin/brands');
    const brands = await call(catalogPaths.adminBrands, { token, response: z.array(brandSchema) });
    const usedBrand = brands.find((b) => b.id === product.brandId)!;
    await page
      .getByRole('grid', { name: 'Brands' })
      .getByRole('button', { name: `Edit ${usedBrand.name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete Brand' }).click();
    const refuseBrand = page.getByRole('alertdialog', { name: 'Delete This Brand?' });
    await refuseBrand.getByRole('button', { name: 'Delete Brand' }).click();
    await expect
      .poll(() => refuseBrand.getByRole('alert').textContent())
      .toMatch(/cannot be deleted: \d+ products? uses?/);
    // The refusals above are 409 answers, which the browser logs; nothing else may go wrong.
    expect(problems.filter((p) => !p.includes('status of 409'))).toEqual([]);
  });

  describe('the Sale Summary chart fits its card', () => {
    beforeAll(async () => {
      // Today's sale, so the newest bar has a height.
      const customer = await newCustomer('Chart');
      const product = await createProduct(token, `E2E Chart ${stamp}`, 25);
      await call('/interdentallab/api/cart/add', {
        method: 'POST',
        token: customer.token,
        body: { productId: product.productId, quantity: 2 },
        response: z.unknown(),
      });
      await call(ordersPaths.orders, {
        method: 'POST',
        token: customer.token,
        body: {
          buyer: { fullName: 'Chart Tester', contactNumber: '+1 305 555 0100', email: customer.email },
          shipping: { country: 'United States', state: 'Florida', city: 'Miami', street: '1 Ocean Drive' },
          paymentMethod: {
            provider: 'manual-transfer',
            recipientName: 'Chart',
            username: 'chart',
            contact: customer.email,
          },
        },
        response: orderSchema,
      });
    });

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      it(`at ${viewport.width} px, weekly and monthly: today's bar is inside the card`, async () => {
        const opened = await signedInPage(viewport);
        const p = opened.page;
        await p.goto('/admin/dashboard');
        for (const range of ['Weekly', 'Monthly']) {
          if (range !== 'Weekly') await choose(p, /Period/, range);
          const drawing = p.getByRole('group', { name: 'Revenue per period' });
          await drawing.waitFor();
          const bars = drawing.locator('rect[role="img"]');
          await expect.poll(() => bars.count()).toBe(range === 'Weekly' ? 7 : 30);
          const fit = await drawing.evaluate((svg) => {
            const card = svg.closest('section')!;
            const bars = svg.querySelectorAll('rect[role="img"]');
            const last = bars[bars.length - 1]!.getBoundingClientRect();
            const box = card.getBoundingClientRect();
            return {
              lastBarInside: last.right <= box.right && last.left >= box.left,
              drawingInside: svg.getBoundingClientRect().right <= box.right,
              scrollsSideways: card.scrollWidth > card.clientWidth,
            };
          });
          expect(fit, range).toEqual({ lastBarInside: true, drawingInside: true, scrollsSideways: false });
        }
        expect(opened.problems).toEqual([]);
        await p.context().close();
      });
    }
  });
});

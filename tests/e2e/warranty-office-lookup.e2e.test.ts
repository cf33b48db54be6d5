import { enrollmentSchema, warrantyPaths } from '@idl/api-contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { call } from './shop-api';

describe('an office looks up its enrolment on /warranty', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('finds it with the IDL-D reference and e-mail, with its dues', async () => {
    const email = `office.${Date.now()}@e2e.test`;
    const office = await call(warrantyPaths.officeEnrollments, {
      method: 'POST',
      body: {
        firstName: 'Alan',
        companyName: 'Coral Gables Dental',
        email,
        phone: '305-555-0177',
        address: '2000 Ponce de Leon Blvd',
        city: 'Coral Gables',
        zip: '33134',
        licenceNumber: 'DN-77881',
        plan: 'silver-275',
        acceptTerms: true,
      },
      response: enrollmentSchema,
    });
    expect(office.reference).toMatch(/^IDL-D-/);

    const { page, problems } = await newPage(browser);
    await page.goto('/warranty');
    const lookup = page.getByRole('form', { name: 'Find my warranty' });
    await lookup.getByRole('textbox', { name: 'Reference Number', exact: true }).fill(office.reference);
    await lookup.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await lookup.getByRole('button', { name: 'Find My Warranty' }).click();
    await page.getByRole('button', { name: 'Download Contract' }).waitFor();
    const dues = (await page.getByRole('table').first().textContent()) ?? '';
    expect(dues).toContain('Enrolment fee');
    expect(dues).toContain('$275.00');
    expect(problems).toEqual([]);
  });
});

import {
  enrollmentSchema,
  formatDay,
  paymentSettingsSchema,
  paymentsPaths,
  warrantyPaths,
  type PaymentSettings,
} from '@idl/api-contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser';
import { E2E_ADMIN } from './global-setup';
import { signInThroughUi } from './session';
import { adminToken, call } from './shop-api';

/** Looks the enrolment up on /warranty as the patient would, with the reference and e-mail. */
async function lookUp(page: Page, reference: string, email: string) {
  await page.goto('/warranty');
  const form = page.getByRole('form', { name: 'Find my warranty' });
  await form.getByRole('textbox', { name: 'Reference Number', exact: true }).fill(reference);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('button', { name: 'Find My Warranty' }).click();
  await page.getByRole('button', { name: 'Download Contract' }).waitFor();
}

describe('a warranty due paid by transfer', () => {
  let browser: Browser;
  let admin: string;
  let before: PaymentSettings;
  const payee = `Interdental Lab LLC ${Date.now()}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminToken();
    // The shop's account, set through the API: the settings screen has its own journey
    // (payments-transfer.e2e.test.ts). The journeys share one server: what was there comes back after.
    before = await call(paymentsPaths.adminPaymentSettings, {
      token: admin,
      response: paymentSettingsSchema,
    });
    await call(paymentsPaths.adminPaymentSettings, {
      method: 'PUT',
      token: admin,
      body: {
        transferMethods: [
          {
            name: 'Zelle',
            payeeName: payee,
            account: 'payments@interdentallab.com',
            instructions: 'Quote your warranty reference in the memo.',
          },
        ],
      },
      response: paymentSettingsSchema,
    });
  });
  afterAll(async () => {
    await call(paymentsPaths.adminPaymentSettings, {
      method: 'PUT',
      token: await adminToken(),
      body: before,
      response: paymentSettingsSchema,
    });
    await browser.close();
  });

  it('the look-up names the payee and the amount; once the admin records it, the due shows Paid', async () => {
    const email = `patient.${Date.now()}@e2e.test`;
    // Enrolled through the API: /patient's form has its own journey (warranty.e2e.test.ts).
    const enrolment = await call(warrantyPaths.patientEnrollments, {
      method: 'POST',
      body: {
        firstName: 'Rosa',
        lastName: 'Diaz',
        phone: '+1 305 555 0123',
        email,
        address: '300 Collins Ave',
        city: 'Miami Beach',
        zip: '33139',
        plan: '6-year',
        chargeDay: 15,
      },
      response: enrollmentSchema,
    });
    expect(enrolment.reference).toMatch(/^IDL-P-/);
    const fee = enrolment.dues.find((due) => due.kind === 'enrollment-fee')!;
    const firstMonthly = enrolment.dues.find((due) => due.kind === 'monthly')!;
    const dollars = (amount: number) => `$${amount.toFixed(2)}`;

    // Enrolled today: the fee is what to pay now, to the shop's account, quoting the reference.
    const patient = await newPage(browser);
    await lookUp(patient.page, enrolment.reference, email);
    const howToPay = patient.page.getByRole('region', { name: 'How to pay' });
    const payTo = howToPay.getByRole('region', { name: 'Pay by transfer' });
    await payTo.getByText(payee).waitFor();
    await expect(payTo.textContent()).resolves.toContain(
      `Send exactly ${dollars(fee.amount)} to this account and quote ${enrolment.reference} with the transfer.`,
    );
    await expect(howToPay.getByRole('list', { name: 'Dues to pay now' }).textContent()).resolves.toBe(
      `${formatDay(fee.dueOn)}, enrolment feeDue${dollars(fee.amount)}`,
    );

    // The money arrives; the admin records it on the enrolment's screen.
    const lab = await newPage(browser);
    await signInThroughUi(lab.page, baseUrl(), E2E_ADMIN.email, E2E_ADMIN.password);
    await lab.page.goto(`/admin/warranty/${enrolment.id}`);
    await lab.page.getByRole('button', { name: `Record Payment: ${formatDay(fee.dueOn)}` }).click();
    await lab.page
      .getByRole('alertdialog', {
        name: `Record a Payment of ${dollars(fee.amount)} for the Due of ${formatDay(fee.dueOn)}?`,
      })
      .getByRole('button', { name: 'Record Payment' })
      .click();
    await lab.page.getByText(`Paid ${formatDay(fee.dueOn)}`).waitFor();

    // The patient looks again: the fee is Paid, and the next due is what to pay now.
    await lookUp(patient.page, enrolment.reference, email);
    const feeRow = patient.page.getByRole('row').filter({ hasText: 'Enrolment fee' });
    await expect(feeRow.getByText('Paid', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(payTo.textContent()).resolves.toContain(
      `Send exactly ${dollars(firstMonthly.amount)} to this account and quote ${enrolment.reference}`,
    );
    await expect(howToPay.getByRole('list', { name: 'Dues to pay now' }).textContent()).resolves.toBe(
      `${formatDay(firstMonthly.dueOn)}, monthly dueDue${dollars(firstMonthly.amount)}`,
    );
    expect(patient.problems).toEqual([]);
    expect(lab.problems).toEqual([]);
  });
});

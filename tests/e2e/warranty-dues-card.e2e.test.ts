import { enrollmentSchema, formatDay, warrantyPaths, type WarrantyEnrollment } from '@idl/api-contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser';
import { waitForMail } from './outbox';
import { signInThroughUi } from './session';
import { call, newCustomer } from './shop-api';

/** Enrols a patient through the API: /patient's form has its own journey (warranty.e2e.test.ts). */
function enrol(email: string) {
  return call(warrantyPaths.patientEnrollments, {
    method: 'POST',
    body: {
      firstName: 'Lucia',
      lastName: 'Fernandez',
      phone: '+1 305 555 0150',
      email,
      address: '12 Ocean Dr',
      city: 'Miami Beach',
      zip: '33139',
      plan: '3-year',
      // Tomorrow's day of the month (1-28), so the first monthly due is still to come.
      chargeDay: (new Date().getUTCDate() % 28) + 1,
    },
    response: enrollmentSchema,
  });
}

/** What Stripe does on the first monthly due's day (the fake's test clock), paid or declined. */
async function chargeNextMonth(email: string, outcome: 'pay' | 'decline') {
  const res = await fetch(`${inject('stripeUrl')}/test/charge-next-month`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, outcome }),
  });
  expect(res.status).toBe(200);
}

async function lookUp(page: Page, reference: string, email: string, path = '/warranty') {
  if (path) await page.goto(path);
  const form = page.getByRole('form', { name: 'Find my warranty' });
  await form.getByRole('textbox', { name: 'Reference Number', exact: true }).fill(reference);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('button', { name: 'Find My Warranty' }).click();
  await page.getByRole('button', { name: 'Download Contract' }).waitFor();
}

const dueRow = (page: Page, due: WarrantyEnrollment['dues'][number]) =>
  page.getByRole('row').filter({ hasText: formatDay(due.dueOn) });

/** From the look-up's Pay by card to Stripe's page, paid, and back. */
async function payByCard(page: Page, enrolment: WarrantyEnrollment) {
  await lookUp(page, enrolment.reference, enrolment.email);
  const card = page.getByRole('region', { name: 'Pay by card' });
  await card.getByText('Pay $99.00 now').waitFor();
  await card.getByRole('button', { name: 'Pay by Card' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${inject('stripeUrl')}/pay/cs_test_`));
  await page.getByText('Amount: $99.00').waitFor();
  await page.getByRole('button', { name: 'Pay $99.00' }).click();
  await page.waitForURL((url) => url.pathname === '/warranty' && url.searchParams.get('card') === 'success');
}

describe('warranty dues paid by card (Stripe, a local fake of it)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a patient pays the enrolment fee by card and the first monthly due is charged on its day', async () => {
    const email = `card.${Date.now()}@e2e.test`;
    const enrolment = await enrol(email);
    const fee = enrolment.dues.find((due) => due.kind === 'enrollment-fee')!;
    const firstMonthly = enrolment.dues.find((due) => due.kind === 'monthly')!;
    const { page, problems } = await newPage(browser);
    await payByCard(page, enrolment);

    // Back from Stripe: told what happened, the reference already filled in.
    await page.getByRole('status').getByText('your card payment was made').waitFor();
    await expect(
      page
        .getByRole('form', { name: 'Find my warranty' })
        .getByRole('textbox', { name: 'Reference Number', exact: true })
        .inputValue(),
    ).resolves.toBe(enrolment.reference);
    await lookUp(page, enrolment.reference, email, '');
    await dueRow(page, fee).getByText('Paid', { exact: true }).waitFor();
    const paying = page.getByRole('region', { name: 'Paying by card' });
    await paying.getByText('Monthly charge on').waitFor();
    await expect(dueRow(page, firstMonthly).getByText('Due', { exact: true }).isVisible()).resolves.toBe(
      true,
    );

    // The first monthly due's day comes: Stripe charges the card, the due is Paid.
    await chargeNextMonth(email, 'pay');
    await lookUp(page, enrolment.reference, email);
    await dueRow(page, firstMonthly).getByText('Paid', { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it('a declined charge is told in the app and by e-mail, and the card is updated on Stripe’s page', async () => {
    const patient = await newCustomer('Declined');
    const enrolment = await enrol(patient.email);
    const firstMonthly = enrolment.dues.find((due) => due.kind === 'monthly')!;
    const { page, problems } = await newPage(browser);
    await payByCard(page, enrolment);
    await chargeNextMonth(patient.email, 'decline');

    const mail = await waitForMail(`Your warranty payment did not go through (${enrolment.reference})`, {
      to: patient.email,
    });
    expect(mail).toContain(`Your card was declined for the $15.00 monthly due of ${firstMonthly.dueOn}`);
    expect(mail).toContain(
      `${baseUrl()}/interdentallab/api/warranty/card-portal?enrollmentId=${enrolment.id}`,
    );

    await lookUp(page, enrolment.reference, patient.email);
    await page
      .getByRole('region', { name: 'Paying by card' })
      .getByText(/^Your card was declined on [A-Z][a-z]{2} \d{1,2}, \d{4}\./)
      .waitFor();

    await signInThroughUi(page, baseUrl(), patient.email, patient.password);
    // The shop's header carries the account's notifications.
    await page.goto('/shop');
    // The bell opens its list once the reloaded page knows who is signed in (it shows the count).
    await page.getByRole('button', { name: 'Notifications, 1 item' }).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await dropdown
      .getByText(`$15.00 due of ${firstMonthly.dueOn} on warranty ${enrolment.reference}`)
      .waitFor();
    await dropdown.getByRole('link', { name: 'Warranty payment failed: update your card' }).click();

    // Stripe's customer portal: a new card pays what the declined one left open.
    await page.waitForURL((url) => url.href.startsWith(`${inject('stripeUrl')}/portal/bps_test_`));
    await page.getByText('Open invoices: 1').waitFor();
    await page.getByRole('button', { name: 'Update card' }).click();
    await page.waitForURL((url) => url.pathname === '/warranty');
    await lookUp(page, enrolment.reference, patient.email, '');
    await dueRow(page, firstMonthly).getByText('Paid', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Paying by card' }).getByText('Monthly charge on').waitFor();
    expect(problems).toEqual([]);
  });
});

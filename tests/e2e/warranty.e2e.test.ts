import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/api/test/pdf-text';
import { baseUrl, launchBrowser, newContext, newPage } from './browser';
import { waitForMail } from './outbox';
import { E2E_ADMIN } from './global-setup';
import { adoptSession } from './session';

/** Signs the admin in through the API and keeps the token where the app reads it. */
async function signInAdmin(page: Page) {
  const answer = await fetch(`${baseUrl()}/interdentallab/api/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...E2E_ADMIN, fcmToken: '', gmailToken: '', facebookToken: '' }),
  });
  expect(answer.status).toBe(200);
  const { data } = (await answer.json()) as { data: { accessToken: string } };
  await page.goto('/');
  await adoptSession(page, data.accessToken);
}

async function fillText(page: Page, form: string, label: string, value: string) {
  await page.getByRole('form', { name: form }).getByRole('textbox', { name: label, exact: true }).fill(value);
}

describe('the extended-warranty journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const office = { email: 'office@smile-studio.example.com', reference: '' };
  const patient = { email: 'maria.lopez@example.com', reference: '' };

  it('a doctor office enrols from /doctor and gets its office reference, by e-mail too', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto('/doctor');
    const form = 'Doctor registration';
    await fillText(page, form, 'First Name', 'Alan');
    await fillText(page, form, 'Company Name', 'Smile Studio');
    await fillText(page, form, 'E-mail', office.email);
    await fillText(page, form, 'Phone', '305-555-0199');
    await fillText(page, form, 'Address', '200 Brickell Ave');
    await fillText(page, form, 'City', 'Miami');
    await fillText(page, form, 'ZIP', '33131');
    await fillText(page, form, "Doctor's License Number", 'DN-12345');
    await page.getByRole('button', { name: /Select a plan/ }).click();
    await page.getByRole('option', { name: /Silver.*\$275/ }).click();
    await page.getByRole('checkbox', { name: 'I accept the terms of the program' }).check({ force: true });
    await page.getByRole('button', { name: 'Register Office' }).click();
    await page.getByText('Your office is registered').waitFor();
    const shown = await page.locator('main').textContent();
    office.reference = shown?.match(/IDL-D-[A-Z0-9]{6}/)?.[0] ?? '';
    expect(office.reference).toMatch(/^IDL-D-[A-Z0-9]{6}$/);
    await waitForMail(office.reference, { to: office.email });
    expect(problems).toEqual([]);
  });

  it('a patient enrols from /patient, gets the reference by e-mail, looks it up, downloads the contract and files a claim', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto('/patient');
    await page.getByText('6 YEAR PLAN').click();
    const form = 'Patient registration';
    await fillText(page, form, 'First Name', 'Maria');
    await fillText(page, form, 'Last Name', 'Lopez');
    await fillText(page, form, 'Phone', '+1 305 555 0101');
    await fillText(page, form, 'E-mail', patient.email);
    await fillText(page, form, 'Address', '100 Biscayne Blvd');
    await fillText(page, form, 'City', 'Miami');
    await fillText(page, form, 'ZIP', '33132');
    await page.getByRole('button', { name: /Preferred Monthly Charge Day/ }).click();
    await page.getByRole('option', { name: '15', exact: true }).click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Thank you for registering').waitFor();

    // The reference comes by e-mail; the page shows the same one.
    const mail = await waitForMail('IDL-P-', { to: patient.email });
    patient.reference = mail.match(/IDL-P-[A-Z0-9]{6}/)?.[0] ?? '';
    expect(patient.reference).toMatch(/^IDL-P-[A-Z0-9]{6}$/);
    await expect(page.locator('main').textContent()).resolves.toContain(patient.reference);

    // Look it up with the reference from the e-mail (typed in lower case) and the e-mail address.
    const lookup = page.getByRole('form', { name: 'Find my warranty' });
    await lookup
      .getByRole('textbox', { name: 'Reference Number', exact: true })
      .fill(patient.reference.toLowerCase());
    await lookup.getByRole('textbox', { name: 'E-mail' }).fill(patient.email);
    await lookup.getByRole('button', { name: 'Find My Warranty' }).click();
    await page.getByRole('button', { name: 'Download Contract' }).waitFor();
    await expect(page.getByRole('table').first().textContent()).resolves.toContain('Enrolment fee');

    const [contract, download] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/warranty/patient-enrollments/contract')),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Contract' }).click(),
    ]);
    expect(contract.status()).toBe(200);
    expect(contract.headers()['content-type']).toContain('application/pdf');
    // What the patient saved: the server's PDF, with the reference and the plan inside.
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(new Uint8Array(pdf));
    expect(text).toContain(patient.reference);
    expect(text).toContain('6 YEAR PLAN');
    expect(download.suggestedFilename()).toBe(`warranty-contract-${patient.reference}.pdf`);

    // The claim form starts with the enrolment just found.
    const claim = page.getByRole('form', { name: 'Claim request' });
    await expect(
      claim.getByRole('textbox', { name: 'Reference Number', exact: true }).inputValue(),
    ).resolves.toBe(patient.reference);
    await claim.getByRole('textbox', { name: 'Dentist Office Reference Number' }).fill(office.reference);
    await claim.getByRole('radio', { name: 'Chipped crown' }).check({ force: true });
    await claim
      .getByRole('textbox', { name: 'Description' })
      .fill('The upper left crown chipped while eating.');
    // A photo of the crown, uploaded with the reference and e-mail the form shows.
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 235, g: 225, b: 205 } },
    })
      .png()
      .toBuffer();
    await claim
      .locator('input[type="file"]')
      .setInputFiles({ name: 'chipped-crown.png', mimeType: 'image/png', buffer: photo });
    // The thumbnail turns from the local preview into the stored image, which loads.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="Preview of chipped-crown.png"]');
      return !!img && img.getAttribute('src')!.startsWith('/interdentallab/uploads/') && img.naturalWidth > 0;
    });
    await claim.getByRole('button', { name: 'Send Claim' }).click();
    await page.getByText('Your claim was received').waitFor();
    // A reference to quote, and the acknowledgement e-mail that carries it.
    const claimReference = await page.getByText(/^IDL-C-[2-9A-HJKMNP-Z]{6}$/).textContent();
    await waitForMail(`We received your warranty claim ${claimReference}`, { to: patient.email });
    expect(problems).toEqual([]);
  });

  it('the admin finds the enrolment and approves the claim at /admin/warranty; the patient is e-mailed', async () => {
    const { page, problems } = await newPage(browser);
    await signInAdmin(page);
    await page.goto('/admin/warranty');
    await page.getByRole('textbox', { name: 'Search Enrolments' }).fill('maria.lopez');
    await page.getByRole('link', { name: patient.reference }).waitFor();
    const claims = page.getByRole('list', { name: 'Claims' });
    // The patient's photo is there to review, and it is the stored image.
    const photoLink = claims.getByRole('link', { name: 'Photo 1' });
    const photoUrl = await photoLink.getAttribute('href');
    expect(photoUrl).toMatch(/^\/interdentallab\/uploads\/[0-9a-f]{32}\.webp$/);
    const stored = await page.request.get(photoUrl!);
    expect(stored.status()).toBe(200);
    expect(stored.headers()['content-type']).toContain('image/webp');
    expect((await sharp(await stored.body()).metadata()).width).toBe(64);
    const approve = claims.getByRole('button', { name: /Approve: Remake/ });
    await approve.click();
    await page
      .getByRole('alertdialog', { name: /^Approve Claim \d+ with a Free Remake\?$/ })
      .getByRole('button', { name: 'Approve: Remake' })
      .click();
    await claims.getByText('Approved: free remake').waitFor();
    await waitForMail('remake', { to: patient.email });

    // The enrolment's own screen lists its dues.
    await page.getByRole('link', { name: patient.reference }).click();
    await page.getByRole('heading', { level: 1, name: `Enrolment ${patient.reference}` }).waitFor();
    await page
      .getByRole('button', { name: /Record Payment/ })
      .first()
      .waitFor();
    expect(problems).toEqual([]);
  });

  it('a visitor sends a message from /contact-us that the admin sees at /admin/messages', async () => {
    const visitor = await newPage(browser);
    await visitor.page.goto('/contact-us');
    const form = 'Contact form';
    await fillText(visitor.page, form, 'First Name', 'Grace');
    await fillText(visitor.page, form, 'Last Name', 'Hopper');
    await fillText(visitor.page, form, 'E-mail', 'grace@example.com');
    await fillText(visitor.page, form, 'Message', 'Do you ship zirconia crowns to Orlando?');
    await visitor.page.getByRole('button', { name: 'Send' }).click();
    await visitor.page.getByText('Thank you for your message').waitFor();
    expect(visitor.problems).toEqual([]);

    const admin = await newPage(browser);
    await signInAdmin(admin.page);
    await admin.page.goto('/admin/messages');
    await admin.page.getByText('Do you ship zirconia crowns to Orlando?').waitFor();
    await admin.page.getByRole('button', { name: 'Mark as Handled: message from Grace Hopper' }).click();
    await admin.page.getByText('Handled', { exact: true }).waitFor();
    expect(admin.problems).toEqual([]);
  });

  it.each(['/', '/aboutus', '/contact-us', '/patient', '/doctor', '/warranty'])(
    'on a 375 px phone, %s fits the screen and its menus open by keyboard',
    async (pagePath) => {
      const context = await newContext(browser, { viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (msg) => (msg.type() === 'error' ? problems.push(msg.text()) : undefined));
      await page.goto(pagePath);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'Menu', exact: true }).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await menu.waitFor();
      await expect(menu.getByRole('link', { name: 'Contact Us' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Register Now' }).isVisible()).resolves.toBe(true);

      await page.getByRole('button', { name: 'Footer Menu' }).focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'My Orders' }).isVisible(),
      ).resolves.toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { adoptSession } from './session';
import { adminToken, newCustomer } from './shop-api';

const stamp = Date.now().toString(36);
const PRACTICE = `Brickell Smiles ${stamp}`;
const PATIENT = `JD-${stamp.slice(-4).toUpperCase()}`;
const QUESTION = 'Which stump shade is tooth 8: ND2 or ND3?';
const ANSWER = 'ND3, as in the photo of the preparation.';

/** A binary STL of one triangle: an 80-byte header, the count, then 50 bytes a triangle. */
function stlOfOneTriangle(): Buffer {
  const bytes = Buffer.alloc(84 + 50);
  bytes.write('interdental lab journey scan', 0, 'latin1');
  bytes.writeUInt32LE(1, 80);
  const floats = [0, 0, 1, 0, 0, 0, 10, 0, 0, 0, 10, 0];
  floats.forEach((value, index) => bytes.writeFloatLE(value, 84 + index * 4));
  return bytes;
}

async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Issue 26's journey, in Chromium against the real server: a dentist office signs up, the lab
 * verifies it, the office sends a case with a scan, the lab asks a question, the office answers in
 * the case's conversation, the lab ships, and the office sees its case delivered: no phone call.
 */
describe('a dentist office sends a case and follows it to delivery', () => {
  let browser: Browser;
  let office: Page;
  let lab: Page;
  const problems: string[][] = [];

  const signedIn = async (token: string) => {
    const opened = await newPage(browser);
    await opened.page.goto('/');
    await adoptSession(opened.page, token);
    problems.push(opened.problems);
    return opened.page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    office = await signedIn((await newCustomer('Office')).token);
    lab = await signedIn(await adminToken());
  });
  afterAll(() => browser.close());

  it('signs up, is verified, sends, answers the lab and sees the case delivered', async () => {
    // The office signs up: the lab verifies it before its first case.
    await office.goto('/office');
    const form = office.getByRole('form', { name: /office sign-up/i });
    await form.getByRole('textbox', { name: /^practice name$/i }).fill(PRACTICE);
    await form.getByRole('textbox', { name: /^licence number/i }).fill(`FL-DN-${stamp}`);
    await form.getByRole('textbox', { name: /^phone$/i }).fill('+1 305 555 0144');
    await form.getByRole('textbox', { name: /^address$/i }).fill('1100 Brickell Ave');
    await form.getByRole('textbox', { name: /^city$/i }).fill('Miami');
    await form.getByRole('textbox', { name: /^zip$/i }).fill('33131');
    await form.getByRole('textbox', { name: /^dentist 1$/i }).fill('Dr. Ana Ruiz');
    await form.getByRole('button', { name: /^sign up my office$/i }).click();
    await office.getByText(/verif/i).first().waitFor();
    await office.goto('/cases/new');
    await expect(office.getByRole('form', { name: /^prescription$/i }).count()).resolves.toBe(0);

    // The lab verifies it.
    await lab.goto('/admin/offices');
    await lab.getByRole('button', { name: new RegExp(`^verify ${PRACTICE}$`, 'i') }).click();
    await lab
      .getByRole('alertdialog')
      .getByRole('button', { name: /^verify office$/i })
      .click();
    await lab.getByText(`${PRACTICE} is verified: it can send cases.`).waitFor();

    // The office sends a crown with its scan.
    await office.goto('/cases/new');
    const prescription = office.getByRole('form', { name: /^prescription$/i });
    await prescription.getByRole('textbox', { name: /^patient$/i }).fill(PATIENT);
    await choose(office, /lab service/i, 'Full Cast Gold Crown');
    await prescription.getByRole('button', { name: 'Tooth 8', exact: true }).click();
    await choose(office, /\bmaterial\b/i, /^full-cast gold$/i);
    await choose(office, /vita classical shade/i, 'A2');
    await office
      .locator('input[type=file]')
      .and(office.getByLabel(/^intraoral scans$/i))
      .setInputFiles({
        name: 'upper-jaw.stl',
        mimeType: 'model/stl',
        buffer: stlOfOneTriangle(),
      });
    await prescription.getByRole('button', { name: /^send case$/i }).click();
    const opened = office.getByRole('link', { name: new RegExp(`^open case ${PATIENT}$`, 'i') });
    await opened.waitFor();
    await office.getByText(/the lab will deliver by/i).waitFor();
    const caseId = Number((await opened.getAttribute('href'))!.split('/').pop());
    expect(caseId).toBeGreaterThan(0);

    // The lab sees it on its board, with its scan, and asks a question.
    await lab.goto('/admin/cases');
    await lab.getByRole('link', { name: new RegExp(`^${PATIENT}\\W+case #${caseId}$`) }).click();
    await lab.waitForURL(`**/admin/cases/${caseId}`);
    // Download is a link the browser follows with the session: the file arrives whole and intact.
    const labDownload = lab.waitForEvent('download');
    await lab.getByRole('link', { name: /^download upper-jaw\.stl$/i }).click();
    const saved = await labDownload;
    expect(saved.suggestedFilename()).toBe('upper-jaw.stl');
    expect(readFileSync((await saved.path())!).equals(stlOfOneTriangle())).toBe(true);
    await lab.getByRole('button', { name: /^put on hold$/i }).click();
    const hold = lab.getByRole('dialog', { name: /put the case on hold/i });
    await hold.getByRole('textbox', { name: /question for the office/i }).fill(QUESTION);
    await hold.getByRole('button', { name: /^put on hold$/i }).click();
    await lab.getByText(`Case #${caseId} is on hold: the office was asked.`).waitFor();

    // The office finds the question on its case and answers in the conversation.
    await office.goto(`/cases/${caseId}`);
    await office.getByText(QUESTION).first().waitFor();
    const conversation = office.getByRole('region', { name: /^conversation$/i });
    await conversation.getByRole('textbox').fill(ANSWER);
    await conversation.getByRole('button', { name: /^send$/i }).click();
    await conversation.getByText(ANSWER).waitFor();

    // The lab reads the answer, resumes and ships.
    await lab.reload();
    await lab
      .getByRole('region', { name: /^conversation$/i })
      .getByText(ANSWER)
      .waitFor();
    await lab.getByRole('button', { name: /^resume$/i }).click();
    await lab.getByText(`Case #${caseId} is resumed.`).waitFor();
    for (const stage of ['design', 'milling or printing', 'finishing', 'quality check', 'shipped']) {
      await lab.getByRole('button', { name: new RegExp(`^move to ${stage}$`, 'i') }).click();
      await lab.getByText(new RegExp(`^case #${caseId} moved to ${stage}\\.$`, 'i')).waitFor();
    }

    // Shipped, then delivered: the office sees each on its case.
    await office.reload();
    await office.getByText(/^stage: shipped/i).waitFor();
    await lab.getByRole('button', { name: /^move to delivered$/i }).click();
    await lab.getByText(new RegExp(`^case #${caseId} moved to delivered\\.$`, 'i')).waitFor();
    await office.reload();
    await office.getByText(/^stage: delivered/i).waitFor();
    await office.getByRole('link', { name: /^download upper-jaw\.stl$/i }).waitFor();
    expect(problems.flat()).toEqual([]);
  });
});

import { warrantyPaths } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { embeddedGlyphs } from './pdf-fonts';
import { pdfText } from './pdf-text';
import { enrolPatient, testClock } from './warranty-fixtures';

describe('warranty contract PDF', () => {
  const clock = testClock('2026-01-31T12:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  const download = (reference: string, email: string) =>
    t.app.inject({ method: 'POST', url: warrantyPaths.patientContract, payload: { reference, email } });

  it('is a PDF with the reference, patient, plan, coverage and dues schedule', async () => {
    const e = await enrolPatient(t, { firstName: 'José', lastName: 'Núñez', plan: '6-year', chargeDay: 28 });
    const res = await download(e.reference, e.email);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`warranty-contract-${e.reference}.pdf`);
    const { pages, text } = await pdfText(res.rawPayload);
    expect(text).toContain(`Reference number: ${e.reference}`);
    expect(text).toContain('Name: José Núñez');
    expect(text).toContain('Plan: 6 YEAR PLAN');
    // Dates as every page and e-mail of the shop writes them.
    expect(text).toContain('Term: 72 months, from Jan 31, 2026 to Jan 30, 2032');
    expect(text).toContain('Issued on: Jan 31, 2026');
    expect(text).toContain('Enrolment fee: $199.00');
    expect(text).toContain('Up to 20 crowns, bridges and veneers.');
    expect(text).toContain('- Chipped crown: Free remake or replacement');
    // Every due of the schedule is listed: 72 monthly charges and the fee, over several pages.
    expect(text.match(/^Monthly charge$/gm)).toHaveLength(72);
    expect(text).toContain('Feb 28, 2026');
    expect(text).toContain('Jan 28, 2032');
    expect(pages).toBeGreaterThan(1);
  });

  it('prints a name in any alphabet, emoji included, exactly as typed', async () => {
    // Polish, Cyrillic, Vietnamese and Greek letters; an emoji with a joiner and a selector (👩‍⚕️,
    // before a space: see pdfText), one with a skin tone the monochrome font draws as a swatch
    // beside it (👍🏽), a flag.
    const firstName = 'Łukasz 🦷👩‍⚕️';
    const lastName = 'Żółć-Дмитриев Nguyễn 👍🏽🇵🇱';
    const e = await enrolPatient(t, { firstName, lastName, city: 'Αθήνα', plan: '9-year' });
    const pdf = (await download(e.reference, e.email)).rawPayload;
    const { pages, text } = await pdfText(pdf);
    expect(text.split('\n')).toContain(`Name: ${firstName} ${lastName}`);
    expect(text).toContain('Address: 100 Biscayne Blvd, Αθήνα 33132');
    // The fonts go in as subsets of the glyphs drawn: the four font files weigh 3.2 MB.
    expect(pages).toBe(3);
    expect(pdf.length).toBeLessThan(50_000);
  });

  it('embeds an outline for every emoji it draws, so none prints blank', async () => {
    const e = await enrolPatient(t, { firstName: 'Ana 😀', lastName: 'Silva 👨‍👩‍👧 ❤️ 🇧🇷' });
    const fonts = await embeddedGlyphs((await download(e.reference, e.email)).rawPayload);
    for (const { font, outlines } of fonts) expect(outlines, font).not.toContain(-1);
    const emoji = fonts.find(({ font }) => font.includes('NotoEmoji-Regular'));
    // Glyph 0 is the font's own "missing" box; then the four emoji (and the glyphs the family is
    // made of).
    expect(emoji?.outlines.slice(1).filter((size) => size <= 0)).toEqual([]);
    expect(emoji?.outlines.length).toBeGreaterThan(4);
  });

  it('shows a character none of its fonts has as a visible replacement mark', async () => {
    const e = await enrolPatient(t, { firstName: 'Wei', lastName: '李' });
    const { text } = await pdfText((await download(e.reference, e.email)).rawPayload);
    expect(text.split('\n')).toContain('Name: Wei \ufffd');
  });

  it('is not given without the matching e-mail', async () => {
    const e = await enrolPatient(t, { email: 'contract-owner@example.com' });
    const res = await download(e.reference, 'someone@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

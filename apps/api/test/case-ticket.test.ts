import { casesPaths, fillPath, formatDay, type Case, type CaseRecord } from '@idl/api-contract';
import type { PDFNumber } from 'pdf-lib';
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_CODE_OPTIONS } from '../src/modules/cases/lab-ticket-pdf';
import { insertLabService, sendCase, signUpOffice } from './cases-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { pdfText } from './pdf-text';
import { testClock } from './warranty-fixtures';

const PUBLIC_URL = 'https://shop.example.com';

/** The one colour image of a PDF (the code), as RGB pixels. */
async function imageOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const images = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image') &&
        object.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceRGB'),
    );
  expect(images).toHaveLength(1);
  const image = images[0]!;
  const size = (key: string) => (image.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
  return { width: size('Width'), height: size('Height'), rgb: decodePDFRawStream(image).decode() };
}

/** The code's modules as drawn in the image: '#' dark, '.' light, one string a row. */
function modulesDrawn(image: Awaited<ReturnType<typeof imageOf>>, count: number, margin: number): string[] {
  const scale = image.width / (count + 2 * margin);
  const rows: string[] = [];
  for (let row = 0; row < count; row++) {
    let line = '';
    for (let column = 0; column < count; column++) {
      const x = Math.floor((margin + column + 0.5) * scale);
      const y = Math.floor((margin + row + 0.5) * scale);
      line += image.rgb[(y * image.width + x) * 3]! < 128 ? '#' : '.';
    }
    rows.push(line);
  }
  return rows;
}

describe('the lab ticket', () => {
  const clock = testClock('2026-12-01T15:00:00Z');
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let office: Awaited<ReturnType<typeof signUpOffice>>;
  let bridge: Case;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL }, { now: clock.now });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
    office = await signUpOffice(t, { admin });
    const service = await insertLabService(t, {
      name: 'e.max Bridge',
      kind: 'bridge',
      turnaroundWorkingDays: 10,
    });
    const sent = await sendCase(t, office, service.id, {
      patientReference: 'JD-1042',
      kind: 'bridge',
      teeth: [5, 3, 4],
      material: 'lithium_disilicate',
      shade: { system: 'vita_3d_master', shade: '2M2' },
      notes: { margins: 'Chamfer, 0.5 mm', contacts: 'Tight mesial on 3', occlusion: 'Light in centric' },
      rush: true,
    });
    expect(sent.statusCode).toBe(201);
    bridge = sent.json<Case>();
  });
  afterAll(() => t.close());

  const ticket = (caseId: number, authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: fillPath(casesPaths.adminCaseTicket, { caseId }),
      headers: authorization ? { authorization } : {},
    });

  it('prints the prescription: case, office, dentist, patient, service, span, material, shade, notes, due date, rush', async () => {
    const res = await ticket(bridge.id, admin.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`lab-ticket-case-${bridge.id}.pdf`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    const lines = text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `Case ${bridge.id}`,
        'RUSH',
        `Due: ${formatDay(bridge.dueDate)}`,
        'Received: Dec 1, 2026',
        'Stage: Received',
        'Office: Bayfront Dental',
        'Dentist: Dr. Ana Ruiz',
        'Patient: JD-1042',
        'Product: e.max Bridge',
        'Restoration: Bridge',
        'Teeth: Bridge 3–5 (3 units: 3, 4 and 5)',
        'Material: Lithium disilicate (e.max)',
        'Shade: 2M2 (VITA 3D-Master)',
        'Margins: Chamfer, 0.5 mm',
        'Contacts: Tight mesial on 3',
        'Occlusion: Light in centric',
        `Scan the code to open the case: ${PUBLIC_URL}/admin/cases/${bridge.id}`,
      ]),
    );
  });

  it('carries a QR code of the lab’s page of the case, as the QR library encodes that address', async () => {
    const res = await ticket(bridge.id, admin.authorization);
    const url = `${PUBLIC_URL}/admin/cases/${bridge.id}`;
    const expected = QRCode.create(url, { errorCorrectionLevel: TICKET_CODE_OPTIONS.errorCorrectionLevel });
    const count = expected.modules.size;
    const rows: string[] = [];
    for (let row = 0; row < count; row++) {
      let line = '';
      for (let column = 0; column < count; column++) line += expected.modules.get(row, column) ? '#' : '.';
      rows.push(line);
    }
    const image = await imageOf(res.rawPayload);
    expect(image.width).toBe(image.height);
    expect(modulesDrawn(image, count, TICKET_CODE_OPTIONS.margin)).toEqual(rows);
    // Another case's address makes another code: the comparison tells them apart.
    const other = QRCode.create(`${PUBLIC_URL}/admin/cases/${bridge.id + 1}`, {
      errorCorrectionLevel: TICKET_CODE_OPTIONS.errorCorrectionLevel,
    });
    expect(Array.from(other.modules.data)).not.toEqual(Array.from(expected.modules.data));
  });

  it('is the lab’s only: an office, its own case’s included, anyone signed out, and a case that does not exist are refused', async () => {
    const patient = await createUserWithToken(t);
    expect((await ticket(bridge.id)).statusCode).toBe(401);
    expect((await ticket(bridge.id, office.authorization)).statusCode).toBe(403);
    expect((await ticket(bridge.id, patient.authorization)).statusCode).toBe(403);
    expect((await ticket(999_999, admin.authorization)).statusCode).toBe(404);
  });

  it('is a view of the case in its record', async () => {
    clock.set('2026-12-02T08:00:00Z');
    await ticket(bridge.id, admin.authorization);
    const record = await t.app.inject({
      method: 'GET',
      url: fillPath(casesPaths.adminCaseRecord, { caseId: bridge.id }),
      headers: { authorization: admin.authorization },
    });
    expect(record.json<CaseRecord>().entries.at(-1)).toMatchObject({
      action: 'view',
      detail: 'Printed the lab ticket',
      at: '2026-12-02T08:00:00.000Z',
    });
  });
});

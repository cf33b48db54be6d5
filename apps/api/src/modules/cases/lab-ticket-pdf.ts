import {
  caseStageLabels,
  formatDay,
  listTeeth,
  materialLabels,
  restorationKindLabels,
  shadeSystemLabels,
  type Case,
} from '@idl/api-contract';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { SHOP_NAME } from '../../lib/mailer';
import { embedFonts } from '../../lib/pdf-fonts';
import { LINE, Writer } from '../../lib/pdf-writer';

/** How the code is made: the ticket's test builds the same matrix to check it. */
export const TICKET_CODE_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, scale: 6 } as const;
/** The code's side on paper, in points: about 38 mm, read by a phone from an arm's length. */
const CODE_SIZE = 108;

/** Teeth as the bench reads them: a bridge as its span and units, one tooth as its number. */
function teethLine(kase: Pick<Case, 'kind' | 'teeth'>): string {
  const { teeth } = kase;
  if (kase.kind === 'bridge' && teeth.length > 1) {
    return `Bridge ${teeth[0]}–${teeth[teeth.length - 1]} (${teeth.length} units: ${listTeeth(teeth)})`;
  }
  return `${teeth.length === 1 ? 'Tooth' : 'Teeth'} ${listTeeth(teeth)}`;
}

/**
 * The case's prescription printed as the lab's ticket, which goes with the work through the
 * stages: the facts the bench needs and a QR code that opens the case's page (`caseUrl`).
 */
export async function renderLabTicketPdf(kase: Case, caseUrl: string, printedAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${SHOP_NAME} lab ticket, case ${kase.id}`);
  doc.setAuthor(SHOP_NAME);
  doc.setSubject(`Case ${kase.id}: ${kase.patientReference}, ${kase.product.name}`);
  doc.setCreationDate(printedAt);
  const fonts = await embedFonts(doc);
  const w = new Writer(doc, fonts.regular, fonts.bold);
  const code = await doc.embedPng(await QRCode.toBuffer(caseUrl, { ...TICKET_CODE_OPTIONS, type: 'png' }));
  w.imageTopRight(code, CODE_SIZE);
  const beside = { keepRight: CODE_SIZE + 12 };

  w.text(`${SHOP_NAME} lab ticket`, { bold: true, size: 18, ...beside });
  w.gap();
  w.text(`Case ${kase.id}`, { bold: true, size: 16, ...beside });
  if (kase.rush) w.text('RUSH', { bold: true, size: 16, ...beside });
  w.text(`Due: ${formatDay(kase.dueDate)}`, { bold: true, size: 12, ...beside });
  w.text(`Received: ${formatDay(kase.receivedOn)}`, beside);
  w.text(`Stage: ${caseStageLabels[kase.stage]}${kase.holdQuestion === null ? '' : ' (on hold)'}`, beside);
  w.gap(LINE * 2);

  w.text('Office', { bold: true, size: 12 });
  w.text(`Office: ${kase.practiceName}`);
  w.text(`Dentist: ${kase.dentist.name}`);
  w.text(`Patient: ${kase.patientReference}`);
  w.gap();
  w.text('Prescription', { bold: true, size: 12 });
  w.text(`Product: ${kase.product.name}`);
  w.text(`Restoration: ${restorationKindLabels[kase.kind]}`);
  w.text(`Teeth: ${teethLine(kase)}`);
  w.text(`Material: ${materialLabels[kase.material]}`);
  w.text(`Shade: ${kase.shade.shade} (${shadeSystemLabels[kase.shade.system]})`);
  w.gap();
  w.text('Notes', { bold: true, size: 12 });
  const notes = [
    ['Margins', kase.notes.margins],
    ['Contacts', kase.notes.contacts],
    ['Occlusion', kase.notes.occlusion],
  ].filter((note): note is [string, string] => Boolean(note[1]));
  if (notes.length === 0) w.text('None');
  for (const [label, note] of notes) w.text(`${label}: ${note}`);
  w.gap(LINE);
  w.text(`Scan the code to open the case: ${caseUrl}`, { size: 8 });
  return doc.save();
}

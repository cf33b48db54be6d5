import {
  doctorPlanBenefits,
  formatDay,
  patientPlans,
  warrantyCases,
  type WarrantyEnrollment,
} from '@idl/api-contract';
import { PDFDocument } from 'pdf-lib';
import { SHOP_CONTACT, SHOP_NAME } from '../../lib/mailer';
import { formatDollars } from '../../lib/money';
import { embedFonts } from '../../lib/pdf-fonts';
import { LINE, Writer } from '../../lib/pdf-writer';

/** The warranty contract of one enrolment: parties, plan, coverage, dues schedule. */
export async function renderContractPdf(
  enrollment: WarrantyEnrollment,
  issuedOn: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${SHOP_NAME} warranty contract ${enrollment.reference}`);
  doc.setAuthor(SHOP_NAME);
  doc.setSubject(`Extended warranty ${enrollment.planTitle}`);
  doc.setCreationDate(new Date(`${issuedOn}T00:00:00Z`));
  const fonts = await embedFonts(doc);
  const w = new Writer(doc, fonts.regular, fonts.bold);
  const plan = patientPlans.find((p) => p.id === enrollment.planId);
  const holder =
    enrollment.kind === 'patient'
      ? `${enrollment.firstName} ${enrollment.lastName ?? ''}`.trim()
      : `${enrollment.companyName ?? ''} (${enrollment.firstName})`;

  w.text(`${SHOP_NAME} Extended Warranty Contract`, { bold: true, size: 18 });
  w.gap();
  w.text(`Reference number: ${enrollment.reference}`, { bold: true, size: 12 });
  w.text(`Issued on: ${formatDay(issuedOn)}`);
  w.gap();
  w.text(enrollment.kind === 'patient' ? 'Patient' : 'Dentist office', { bold: true, size: 12 });
  w.text(`Name: ${holder}`);
  w.text(`Address: ${enrollment.address}, ${enrollment.city} ${enrollment.zip}`);
  w.text(`E-mail: ${enrollment.email}    Phone: ${enrollment.phone}`);
  w.gap();
  w.text('Plan', { bold: true, size: 12 });
  w.text(`Plan: ${enrollment.planTitle}`);
  w.text(
    `Term: ${enrollment.termMonths} months, from ${formatDay(enrollment.enrolledOn)} to ${formatDay(enrollment.coverageEndsOn)}`,
  );
  w.text(`Enrolment fee: ${formatDollars(enrollment.enrollmentFee)}`);
  w.text(
    `Monthly charge: ${formatDollars(enrollment.monthlyCharge)}, charged on day ${enrollment.chargeDay} of each month`,
  );
  w.gap();
  w.text('Coverage', { bold: true, size: 12 });
  if (plan) {
    w.text(`${plan.coverage}.`);
    w.text(plan.exclusions);
  } else {
    for (const line of doctorPlanBenefits) w.text(line);
  }
  w.text('Covered cases:');
  for (const c of warrantyCases) w.text(`- ${c.label}: ${c.remedy}`, { x: 12 });
  w.text(
    'A claim is accepted during the term while no monthly due is overdue. It is filed with the dentist office reference number and reviewed by the lab.',
  );
  w.gap();
  w.text('Dues schedule', { bold: true, size: 12 });
  w.row(
    [
      ['Date', 0],
      ['Description', 90],
      ['Amount', 260],
      ['Status', 340],
    ],
    true,
  );
  for (const due of enrollment.dues) {
    w.row([
      [formatDay(due.dueOn), 0],
      [due.kind === 'enrollment-fee' ? 'Enrolment fee' : 'Monthly charge', 90],
      [formatDollars(due.amount), 260],
      [due.status === 'paid' ? `paid ${due.paidOn ? formatDay(due.paidOn) : ''}` : due.status, 340],
    ]);
  }
  w.gap(LINE);
  w.text(SHOP_CONTACT, { size: 8 });
  return doc.save();
}

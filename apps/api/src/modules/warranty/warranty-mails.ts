import { sitePaths, siteUrl } from '@idl/api-contract';
import type { Deps } from '../../deps';
import { SHOP_CONTACT, SHOP_NAME, type MailMessage } from '../../lib/mailer';
import type { ClaimRow } from './claims.repository';
import type { DueRow, EnrollmentRow } from './enrollments.repository';
import { formatCents } from '../../lib/money';
import { caseLabel, displayName, planTitle } from './warranty-views';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text is the source; the HTML part is the same lines, escaped. */
function message(to: string, subject: string, lines: string[]): MailMessage {
  const all = [...lines, '', SHOP_CONTACT];
  return {
    to,
    subject,
    text: all.join('\n'),
    html: all.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
  };
}

/**
 * Whoever enrols types the address, and nobody has confirmed it: the mail carries the reference and
 * the shop's own words only, never a name or text the requester typed.
 */
export function enrollmentMail(deps: Deps, row: EnrollmentRow, dues: DueRow[]): MailMessage {
  const firstMonthly = dues.find((due) => due.kind === 'monthly');
  const who = row.kind === 'patient' ? 'patient' : 'office';
  return message(row.email, `Your ${SHOP_NAME} warranty reference number: ${row.reference}`, [
    'Hello,',
    '',
    `Thank you for enrolling in the ${SHOP_NAME} extended-warranty programme.`,
    'If you did not enrol, ignore this e-mail: nothing is charged without your payment.',
    `Your ${who} reference number is ${row.reference}. Keep it: you need it with your e-mail address to see your dues, download your contract and request a claim.`,
    '',
    `Plan: ${planTitle(row)} (${row.term_months} months)`,
    `Enrolment fee: ${formatCents(row.enrollment_fee_cents)}`,
    `Monthly charge: ${formatCents(row.monthly_charge_cents)} on day ${row.charge_day} of each month`,
    ...(firstMonthly ? [`First monthly due: ${firstMonthly.due_on}`] : []),
    `Covered until: ${row.coverage_ends_on}`,
    '',
    `Your warranty: ${siteUrl(deps.config.publicUrl, row.kind === 'patient' ? sitePaths.patient : sitePaths.doctor)}`,
  ]);
}

export function claimReceivedMail(deps: Deps, row: EnrollmentRow, claim: ClaimRow): MailMessage {
  return message(deps.config.shopEmail, `New warranty claim ${claim.reference} on ${row.reference}`, [
    `${displayName(row)} (${row.email}) requested a warranty claim.`,
    `Case: ${caseLabel(claim.case_type)}`,
    `Dentist office reference: ${claim.office_reference}`,
    `Description: ${claim.description}`,
  ]);
}

/**
 * The patient's acknowledgement: the claim's reference and what happens next. Whoever files a claim
 * knows the enrolment's reference and e-mail, so it goes to the enrolment's address, in the shop's
 * own words only (never the description they typed).
 */
export function claimAcknowledgedMail(deps: Deps, row: EnrollmentRow, claim: ClaimRow): MailMessage {
  return message(row.email, `We received your warranty claim ${claim.reference}`, [
    `Hello ${row.first_name},`,
    '',
    `We received your warranty claim ${claim.reference} (${caseLabel(claim.case_type)}) on your plan ${row.reference}.`,
    'The lab reviews it with your dentist office and answers you by e-mail, usually within two business days.',
    'Quote the claim reference if you write to us about it.',
    '',
    `Your warranty: ${siteUrl(deps.config.publicUrl, sitePaths.patient)}`,
  ]);
}

export function claimReviewedMail(row: EnrollmentRow, claim: ClaimRow): MailMessage {
  const decision =
    claim.status === 'approved'
      ? [
          `Good news: your warranty claim ${claim.reference} (${caseLabel(claim.case_type)}) is approved.`,
          `The lab will provide a free ${claim.resolution === 'remake' ? 'remake' : 'replacement'}; your dentist office will be contacted.`,
        ]
      : [
          `Your warranty claim ${claim.reference} (${caseLabel(claim.case_type)}) was not approved.`,
          `Reason: ${claim.rejection_reason ?? ''}`,
        ];
  return message(row.email, `Your warranty claim ${claim.reference} on ${row.reference}`, [
    `Hello ${row.first_name},`,
    '',
    ...decision,
  ]);
}

/** A monthly card charge failed: what was not paid, and where to change the card. */
export function cardChargeFailedMail(
  publicUrl: string,
  row: EnrollmentRow,
  due: { due_on: string; amount_cents: number },
  updateCardPath: string,
): MailMessage {
  return message(row.email, `Your warranty payment did not go through (${row.reference})`, [
    'Hello,',
    '',
    `Your card was declined for the ${formatCents(due.amount_cents)} monthly due of ${due.due_on} on your warranty ${row.reference}.`,
    'Stripe will try the card again over the next days. Update your card now so the due is paid and your warranty stays in force: claims are accepted only while no due is overdue.',
    '',
    `Update your card: ${siteUrl(publicUrl, updateCardPath)}`,
    `Your warranty: ${siteUrl(publicUrl, sitePaths.warranty)}`,
  ]);
}

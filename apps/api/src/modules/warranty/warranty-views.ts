import {
  doctorPlanIds,
  doctorPlanById,
  patientPlanById,
  patientPlanIds,
  warrantyCases,
  type DoctorPlanId,
  type PatientPlanId,
  type WarrantyClaim,
  type WarrantyDue,
  type WarrantyEnrollment,
} from '@idl/api-contract';
import { formatCents, toDollars } from '../../lib/money';
import { dueStatus, type IsoDay } from './dues-schedule';
import type { ClaimRow } from './claims.repository';
import type { DueRow, EnrollmentRow } from './enrollments.repository';

export function planTitle(row: Pick<EnrollmentRow, 'kind' | 'plan_id'>): string {
  if (row.kind === 'patient' && (patientPlanIds as readonly string[]).includes(row.plan_id))
    return patientPlanById(row.plan_id as PatientPlanId).title;
  if (row.kind === 'office' && (doctorPlanIds as readonly string[]).includes(row.plan_id)) {
    const plan = doctorPlanById(row.plan_id as DoctorPlanId);
    return plan.monthlyChargeCents > 0
      ? `${plan.name} ${formatCents(plan.monthlyChargeCents)} monthly`
      : 'Trial 3 Months';
  }
  return row.plan_id;
}

export const displayName = (row: Pick<EnrollmentRow, 'first_name' | 'last_name' | 'company_name'>) =>
  row.company_name
    ? `${row.company_name} (${row.first_name})`
    : `${row.first_name} ${row.last_name ?? ''}`.trim();

export const caseLabel = (caseType: string) =>
  warrantyCases.find((c) => c.id === caseType)?.label ?? caseType;

export const toDueView = (row: DueRow, today: IsoDay): WarrantyDue => ({
  id: row.id,
  kind: row.kind,
  dueOn: row.due_on,
  amount: toDollars(row.amount_cents),
  status: dueStatus(row.due_on, row.paid_on, today),
  paidOn: row.paid_on,
  paidBy: row.paid_on ? (row.paid_by ?? 'transfer') : null,
  chargeFailedOn: row.paid_on ? null : row.charge_failed_on,
  refundedOn: row.paid_on ? null : row.refunded_on,
});

/** The monthly charge on a card, as the admin list and the look-up show it; null: by transfer. */
export const toCardView = (row: Pick<EnrollmentRow, 'card_state' | 'card_failed_on'>) =>
  row.card_state
    ? { state: row.card_state, failedOn: row.card_state === 'failing' ? row.card_failed_on : null }
    : null;

export const toClaimView = (row: ClaimRow): WarrantyClaim => ({
  id: row.id,
  reference: row.reference,
  caseType: row.case_type as WarrantyClaim['caseType'],
  caseLabel: caseLabel(row.case_type),
  officeReference: row.office_reference,
  description: row.description,
  photoUrls: JSON.parse(row.photo_urls) as string[],
  status: row.status,
  resolution: row.resolution,
  rejectionReason: row.rejection_reason,
  submittedAt: row.submitted_at,
  reviewedAt: row.reviewed_at,
});

export const toEnrollmentView = (
  row: EnrollmentRow,
  dues: DueRow[],
  claims: ClaimRow[],
  today: IsoDay,
  /** Where the patient updates the card (a signed link); only when it pays by card. */
  updateCardPath: string | null = null,
): WarrantyEnrollment => {
  const card = toCardView(row);
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    firstName: row.first_name,
    lastName: row.last_name,
    companyName: row.company_name,
    licenceNumber: row.licence_number,
    officeReference: row.office_reference,
    serviceTypes: JSON.parse(row.service_types) as string[],
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    zip: row.zip,
    planId: row.plan_id,
    planTitle: planTitle(row),
    termMonths: row.term_months,
    enrollmentFee: toDollars(row.enrollment_fee_cents),
    monthlyCharge: toDollars(row.monthly_charge_cents),
    chargeDay: row.charge_day,
    enrolledOn: row.enrolled_on,
    coverageEndsOn: row.coverage_ends_on,
    dues: dues.map((due) => toDueView(due, today)),
    claims: claims.map(toClaimView),
    card: card && updateCardPath ? { ...card, updateCardPath } : null,
  };
};

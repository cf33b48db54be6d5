import {
  doctorPlanById,
  doctorServiceTypeByPlan,
  patientPlanById,
  sitePaths,
  type officeEnrollmentRequestSchema,
  type patientEnrollmentRequestSchema,
} from '@idl/api-contract';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { updateCardPath } from './card-link';
import { claimsRepository } from './claims.repository';
import { coverageEndsOn, isoDay, monthlyDueDates } from './dues-schedule';
import { enrollmentsRepository, type EnrollmentRow, type NewDue } from './enrollments.repository';
import { generateReference, withUniqueReference } from './reference-number';
import { enrollmentMail } from './warranty-mails';
import { displayName, planTitle, toEnrollmentView } from './warranty-views';
import { notifier } from '../notifications/notifications.service';

/** The validated (parsed) form bodies. */
type PatientInput = z.output<typeof patientEnrollmentRequestSchema>;
type OfficeInput = z.output<typeof officeEnrollmentRequestSchema>;

const NO_MATCH = 'No warranty enrolment matches this reference number and e-mail';

/** The enrolment fee is due on the enrolment day, then one due per month of the term. */
function duesFor(
  enrolledOn: string,
  chargeDay: number,
  feeCents: number,
  monthlyCents: number,
  months: number,
) {
  const dues: NewDue[] = [];
  if (feeCents > 0) dues.push({ kind: 'enrollment-fee', due_on: enrolledOn, amount_cents: feeCents });
  if (monthlyCents > 0) {
    for (const due_on of monthlyDueDates(enrolledOn, chargeDay, months))
      dues.push({ kind: 'monthly', due_on, amount_cents: monthlyCents });
  }
  return dues;
}

const searchText = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ').toLowerCase();

export function enrollmentsService(deps: Deps) {
  const repo = enrollmentsRepository(deps.database.db);
  const claims = claimsRepository(deps.database.db);
  const today = () => isoDay(deps.now());

  async function view(row: EnrollmentRow) {
    const [dues, claimRows] = await Promise.all([repo.duesOf(row.id), claims.claimsOf(row.id)]);
    const cardPath = row.card_state ? updateCardPath(deps.config.jwtSecret, row.id) : null;
    return toEnrollmentView(row, dues, claimRows, today(), cardPath);
  }

  async function enrol(
    prefix: 'IDL-P' | 'IDL-D',
    values: Omit<Parameters<typeof repo.insertWithDues>[0], 'reference' | 'search_text'>,
    dues: NewDue[],
  ) {
    // One transaction holds the enrolment, its dues, the administrators' notification and the
    // e-mail with the reference: the message exists if and only if the enrolment does. A taken
    // reference aborts it (on PostgreSQL the whole transaction), so each attempt is a new one.
    const { row, dueRows } = await withUniqueReference(
      () => generateReference(prefix),
      (reference) =>
        deps.database.db.transaction().execute(async (trx) => {
          const enrolments = enrollmentsRepository(trx);
          const inserted = await enrolments.insertWithDues(
            {
              ...values,
              reference,
              search_text: searchText(
                reference,
                values.first_name,
                values.last_name,
                values.company_name,
                values.email,
              ),
            },
            dues,
          );
          const insertedDues = await enrolments.duesOf(inserted.id);
          await notifier(trx, deps.now).toAdmins({
            type: 'new_enrollment',
            title: 'New warranty enrolment',
            message: `${displayName(inserted)} enrolled in ${planTitle(inserted)} (${inserted.reference}).`,
            link: sitePaths.admin.enrollment(inserted.id),
          });
          await deps.mailer.enqueue(trx, enrollmentMail(deps, inserted, insertedDues));
          return { row: inserted, dueRows: insertedDues };
        }),
    );
    deps.mailer.kick();
    return toEnrollmentView(row, dueRows, [], today());
  }

  return {
    view,

    duesOf: (row: EnrollmentRow) => repo.duesOf(row.id),

    createPatientEnrollment(input: PatientInput) {
      const plan = patientPlanById(input.plan);
      const now = deps.now();
      const enrolledOn = isoDay(now);
      return enrol(
        'IDL-P',
        {
          kind: 'patient',
          first_name: input.firstName,
          last_name: input.lastName,
          service_types: '[]',
          email: input.email,
          phone: input.phone,
          address: input.address,
          city: input.city,
          zip: input.zip,
          plan_id: plan.id,
          term_months: plan.termMonths,
          enrollment_fee_cents: plan.enrollmentFeeCents,
          monthly_charge_cents: plan.monthlyChargeCents,
          charge_day: input.chargeDay,
          enrolled_on: enrolledOn,
          coverage_ends_on: coverageEndsOn(enrolledOn, plan.termMonths),
          created_at: now.toISOString(),
        },
        duesFor(
          enrolledOn,
          input.chargeDay,
          plan.enrollmentFeeCents,
          plan.monthlyChargeCents,
          plan.termMonths,
        ),
      );
    },

    /** Offices are charged on their enrolment day of the month (at most the 28th). */
    createOfficeEnrollment(input: OfficeInput) {
      const plan = doctorPlanById(input.plan);
      const now = deps.now();
      const enrolledOn = isoDay(now);
      const chargeDay = Math.min(now.getUTCDate(), 28);
      return enrol(
        'IDL-D',
        {
          kind: 'office',
          first_name: input.firstName,
          company_name: input.companyName,
          licence_number: input.licenceNumber,
          office_reference: input.officeReference || null,
          service_types: JSON.stringify([doctorServiceTypeByPlan[input.plan]]),
          email: input.email,
          phone: input.phone,
          address: input.address,
          city: input.city,
          zip: input.zip,
          plan_id: plan.id,
          term_months: plan.termMonths,
          enrollment_fee_cents: plan.enrollmentFeeCents,
          monthly_charge_cents: plan.monthlyChargeCents,
          charge_day: chargeDay,
          enrolled_on: enrolledOn,
          coverage_ends_on: coverageEndsOn(enrolledOn, plan.termMonths),
          terms_accepted_at: now.toISOString(),
          created_at: now.toISOString(),
        },
        duesFor(enrolledOn, chargeDay, plan.enrollmentFeeCents, plan.monthlyChargeCents, plan.termMonths),
      );
    },

    /**
     * A patient's (IDL-P) or an office's (IDL-D) enrolment, for the look-up and the contract: both
     * the reference and the e-mail must match, else the same 404.
     */
    async findEnrollment(reference: string, email: string): Promise<EnrollmentRow> {
      const row = await repo.findByReference(reference);
      if (!row || row.email !== email) throw new AppError(404, 'NOT_FOUND', NO_MATCH);
      return row;
    },

    /** A patient's enrolment; both the reference and the e-mail must match, else the same 404. */
    async findPatientEnrollment(reference: string, email: string): Promise<EnrollmentRow> {
      const row = await repo.findByReference(reference);
      if (!row || row.kind !== 'patient' || row.email !== email)
        throw new AppError(404, 'NOT_FOUND', NO_MATCH);
      return row;
    },

    async findById(id: number): Promise<EnrollmentRow> {
      const row = await repo.findById(id);
      if (!row) throw notFound('The enrolment');
      return row;
    },

    async recordPayment(dueId: number) {
      const due = await repo.findDue(dueId);
      if (!due) throw notFound('The due');
      const now = deps.now();
      const paid = await repo.markDuePaid(dueId, isoDay(now), now.toISOString());
      if (!paid) throw conflict(`This due of ${due.due_on} is already paid`);
      const row = await repo.findById(due.enrollment_id);
      if (!row) throw notFound('The enrolment');
      return view(row);
    },

    async list(query: {
      kind?: 'patient' | 'office' | undefined;
      search?: string | undefined;
      page: number;
      size: number;
    }) {
      return repo.list({ ...query, today: today() });
    },
  };
}

import type { Office, officeReviewRequestSchema, officeSignUpRequestSchema } from '@idl/api-contract';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { isUniqueViolation } from '../users/users.repository';
import { licenceKey, officesRepository, type DentistRow, type OfficeRow } from './offices.repository';

type SignUpInput = z.output<typeof officeSignUpRequestSchema>;
type ReviewInput = z.output<typeof officeReviewRequestSchema>;

type EnrollmentRow = Awaited<
  ReturnType<ReturnType<typeof officesRepository>['warrantyEnrollmentsOf']>
>[number];

/**
 * How an office leaves the server. Its warranty enrolments are matched on the licence number, which
 * the lab checks before it verifies the office: the office itself sees them once verified (a
 * pending one could have typed another practice's number), administrators always.
 */
function toOffice(
  row: OfficeRow,
  dentists: readonly DentistRow[],
  enrollments: readonly EnrollmentRow[],
  { asAdmin }: { asAdmin: boolean },
): Office {
  const shown = asAdmin || row.status === 'verified';
  return {
    id: row.id,
    practiceName: row.practice_name,
    licenceNumber: row.licence_number,
    phone: row.phone,
    address: row.address,
    city: row.city,
    zip: row.zip,
    email: row.email,
    dentists: dentists.filter((d) => d.office_id === row.id).map((d) => ({ id: d.id, name: d.name })),
    status: row.status,
    rejectionReason: row.rejection_reason,
    warrantyEnrollments: shown
      ? enrollments
          .filter((e) => e.licence_key === licenceKey(row.licence_number))
          .map((e) => ({
            reference: e.reference,
            planId: e.plan_id,
            enrolledOn: e.enrolled_on,
            coverageEndsOn: e.coverage_ends_on,
          }))
      : [],
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
  };
}

export function officesService(deps: Deps) {
  const offices = officesRepository(deps.database.db);

  async function view(row: OfficeRow, asAdmin = false): Promise<Office> {
    const [dentists, enrollments] = await Promise.all([
      offices.dentistsOf([row.id]),
      offices.warrantyEnrollmentsOf([row.licence_number]),
    ]);
    return toOffice(row, dentists, enrollments, { asAdmin });
  }

  return {
    /**
     * The account becomes its office's: one office per account, waiting for verification. An office
     * the lab refused signs up again with its details corrected, and waits for a new review.
     */
    async signUp(user: AuthUser, input: SignUpInput): Promise<Office> {
      if (user.role === 'ADMIN') {
        throw forbidden('An administrator account cannot sign an office up: use the office’s own account');
      }
      const taken = () => conflict('This account has already signed an office up');
      const existing = await offices.findByUser(user.id);
      if (existing?.status === 'rejected') {
        const details = {
          practice_name: input.practiceName,
          licence_number: input.licenceNumber,
          phone: input.phone,
          address: input.address,
          city: input.city,
          zip: input.zip,
        };
        const resubmitted = await deps.database.db
          .transaction()
          .execute((trx) => officesRepository(trx).resubmit(existing.id, details, input.dentists));
        // Sent twice at once, the second finds the office pending again: signed up, as any other.
        if (!resubmitted) throw taken();
        return view((await offices.findById(existing.id))!);
      }
      if (existing) throw taken();
      // A double-clicked sign-up passes the look-up twice: the unique account column refuses the second.
      const id = await deps.database.db
        .transaction()
        .execute((trx) =>
          officesRepository(trx).insertWithDentists(
            {
              user_id: user.id,
              practice_name: input.practiceName,
              licence_number: input.licenceNumber,
              phone: input.phone,
              address: input.address,
              city: input.city,
              zip: input.zip,
              created_at: deps.now().toISOString(),
            },
            input.dentists,
          ),
        )
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? taken() : error;
        });
      return view((await offices.findById(id))!);
    },

    /** null for an account that signed no office up: a normal state, not an error. */
    async mine(user: AuthUser): Promise<Office | null> {
      const row = await offices.findByUser(user.id);
      return row ? view(row) : null;
    },

    /** The office of a signed-in account that may send cases: it must exist and be verified. */
    async verifiedOfficeOf(user: AuthUser): Promise<OfficeRow> {
      const row = await offices.findByUser(user.id);
      if (!row) throw forbidden('Only a dentist office sends cases: sign your office up first');
      if (row.status === 'pending') {
        throw forbidden(
          'Your office is waiting for the lab to verify its licence; you can send cases once it is verified',
        );
      }
      if (row.status === 'rejected') {
        throw forbidden(`The lab could not verify your office: ${row.rejection_reason ?? 'no reason given'}`);
      }
      return row;
    },

    async review(adminId: number, officeId: number, input: ReviewInput): Promise<Office> {
      const existing = await offices.findById(officeId);
      if (!existing) throw notFound('The office');
      const decided = await offices.review(officeId, {
        status: input.decision === 'verify' ? 'verified' : 'rejected',
        rejection_reason: input.decision === 'reject' ? input.reason : null,
        reviewed_by: adminId,
        reviewed_at: deps.now().toISOString(),
      });
      if (!decided) throw conflict(`This office was already ${existing.status}`);
      return view((await offices.findById(officeId))!, true);
    },

    async list(query: { status?: OfficeRow['status'] | undefined; page: number; size: number }) {
      const { rows, total } = await offices.list(query);
      const [dentists, enrollments] = await Promise.all([
        offices.dentistsOf(rows.map((row) => row.id)),
        offices.warrantyEnrollmentsOf(rows.map((row) => row.licence_number)),
      ]);
      return {
        items: rows.map((row) => toOffice(row, dentists, enrollments, { asAdmin: true })),
        total,
        page: query.page,
        size: query.size,
      };
    },
  };
}

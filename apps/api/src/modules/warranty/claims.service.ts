import { sitePaths, type claimRequestSchema, type claimReviewRequestSchema } from '@idl/api-contract';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { notifier } from '../notifications/notifications.service';
import { PUBLIC_UPLOAD_PREFIX } from '../uploads/images';
import { createStorage } from '../uploads/storage';
import { claimsRepository } from './claims.repository';
import { isoDay } from './dues-schedule';
import { enrollmentsRepository } from './enrollments.repository';
import { enrollmentsService } from './enrollments.service';
import { generateReference, withUniqueReference } from './reference-number';
import { claimAcknowledgedMail, claimReceivedMail, claimReviewedMail } from './warranty-mails';
import { displayName, toClaimView } from './warranty-views';

type ClaimInput = z.output<typeof claimRequestSchema>;
type ReviewInput = z.output<typeof claimReviewRequestSchema>;

export function claimsService(deps: Deps) {
  const claims = claimsRepository(deps.database.db);
  const enrollments = enrollmentsRepository(deps.database.db);
  const enrollmentService = enrollmentsService(deps);
  const storage = createStorage(deps.config);
  const storedKey = new RegExp(`^${PUBLIC_UPLOAD_PREFIX}/([0-9a-f]{32}(?:-\\d+)?\\.webp)$`);

  /** A claim may only show photos that were uploaded to this shop and are still stored. */
  async function checkPhotos(photoUrls: readonly string[]) {
    const details = [];
    for (const [index, url] of photoUrls.entries()) {
      const key = storedKey.exec(url)?.[1];
      if (!key || !(await storage.get(key)))
        details.push({
          field: `photoUrls.${index}`,
          message: 'This photo was not uploaded here; add it again',
        });
    }
    if (details.length)
      throw badRequest(
        'Some photos were not uploaded to the shop; add them again with the photo field',
        details,
      );
  }

  return {
    /**
     * A claim is accepted only inside the coverage period and with no overdue due; the refusal
     * says which rule failed so the patient knows what to do.
     */
    async submit(input: ClaimInput) {
      const row = await enrollmentService.findPatientEnrollment(input.reference, input.email);
      await checkPhotos(input.photoUrls);
      const now = deps.now();
      const today = isoDay(now);
      if (today > row.coverage_ends_on) {
        throw conflict(
          `This warranty ended on ${row.coverage_ends_on}; claims can only be made during the plan's term`,
        );
      }
      const overdue = await enrollments.countOverdue(row.id, today);
      if (overdue > 0) {
        throw conflict(
          `This warranty has ${overdue} overdue ${overdue === 1 ? 'due' : 'dues'}; please pay ${overdue === 1 ? 'it' : 'them'} before requesting a claim`,
        );
      }
      // The claim, the administrators' notification and the two e-mails (the shop's, and the
      // patient's acknowledgement with the claim's reference) are one transaction: the messages
      // exist if and only if the claim does. A taken reference aborts it, so each try is a new one.
      const claim = await withUniqueReference(
        () => generateReference('IDL-C'),
        (reference) =>
          deps.database.db.transaction().execute(async (trx) => {
            const inserted = await claimsRepository(trx).insert({
              enrollment_id: row.id,
              reference,
              office_reference: input.officeReference,
              case_type: input.caseType,
              description: input.description,
              photo_urls: JSON.stringify(input.photoUrls),
              submitted_at: now.toISOString(),
            });
            await notifier(trx, deps.now).toAdmins({
              type: 'new_claim',
              title: 'New warranty claim',
              message: `${displayName(row)} requested claim ${inserted.reference} on ${row.reference}.`,
              link: sitePaths.admin.enrollment(row.id),
            });
            await deps.mailer.enqueue(trx, claimReceivedMail(deps, row, inserted));
            await deps.mailer.enqueue(trx, claimAcknowledgedMail(deps, row, inserted));
            return inserted;
          }),
      );
      deps.mailer.kick();
      return toClaimView(claim);
    },

    async review(claimId: number, input: ReviewInput) {
      const existing = await claims.findById(claimId);
      if (!existing) throw notFound('The claim');
      // The decision and the e-mail telling the patient about it are committed together.
      const reviewed = await deps.database.db.transaction().execute(async (trx) => {
        const decided = await claimsRepository(trx).review(claimId, {
          status: input.decision === 'approve' ? 'approved' : 'rejected',
          resolution: input.decision === 'approve' ? input.resolution : null,
          rejection_reason: input.decision === 'reject' ? input.reason : null,
          reviewed_at: deps.now().toISOString(),
        });
        if (!decided) throw conflict(`This claim was already ${existing.status}`);
        const row = await enrollmentsRepository(trx).findById(decided.enrollment_id);
        if (row) await deps.mailer.enqueue(trx, claimReviewedMail(row, decided));
        return decided;
      });
      deps.mailer.kick();
      return toClaimView(reviewed);
    },

    async list(query: {
      status?: 'pending' | 'approved' | 'rejected' | undefined;
      page: number;
      size: number;
    }) {
      const { rows, total } = await claims.list(query);
      return {
        items: rows.map((row) => ({
          ...toClaimView(row),
          enrollmentId: row.enrollment_id,
          reference: row.reference,
          patientName: displayName({
            first_name: row.first_name,
            last_name: row.last_name,
            company_name: null,
          }),
          email: row.email,
        })),
        total,
        page: query.page,
        size: query.size,
      };
    },
  };
}

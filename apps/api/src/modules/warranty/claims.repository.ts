import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { WarrantyClaimsTable } from '../../db/tables/warranty';

export type ClaimRow = Selectable<WarrantyClaimsTable>;

/** The only SQL for warranty claims. */
export function claimsRepository(db: Kysely<DB>) {
  return {
    insert(claim: Insertable<WarrantyClaimsTable>) {
      return db.insertInto('warranty_claims').values(claim).returningAll().executeTakeFirstOrThrow();
    },
    findById(id: number) {
      return db.selectFrom('warranty_claims').selectAll().where('id', '=', id).executeTakeFirst();
    },
    claimsOf(enrollmentId: number) {
      return db
        .selectFrom('warranty_claims')
        .selectAll()
        .where('enrollment_id', '=', enrollmentId)
        .orderBy('submitted_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    /** Records the decision on a pending claim; undefined when it was already reviewed. */
    review(
      id: number,
      decision: Pick<ClaimRow, 'status' | 'resolution' | 'rejection_reason' | 'reviewed_at'>,
    ) {
      return db
        .updateTable('warranty_claims')
        .set(decision)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },
    async list(options: { status?: ClaimRow['status'] | undefined; page: number; size: number }) {
      let query = db
        .selectFrom('warranty_claims')
        .innerJoin('warranty_enrollments', 'warranty_enrollments.id', 'warranty_claims.enrollment_id');
      if (options.status) query = query.where('warranty_claims.status', '=', options.status);
      const total = await query
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .selectAll('warranty_claims')
        .select([
          'warranty_enrollments.reference',
          'warranty_enrollments.first_name',
          'warranty_enrollments.last_name',
          'warranty_enrollments.email',
        ])
        // Pending claims first: they are the admin's work.
        .orderBy((eb) => eb.case().when('warranty_claims.status', '=', 'pending').then(0).else(1).end())
        .orderBy('warranty_claims.submitted_at', 'desc')
        .orderBy('warranty_claims.id', 'desc')
        .limit(options.size)
        .offset(options.page * options.size)
        .execute();
      return { rows, total: Number(total.count) };
    },
  };
}

import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { DentalOfficesTable, OfficeDentistsTable } from '../../db/tables/cases';

export type OfficeRow = Selectable<DentalOfficesTable> & { email: string };
export type DentistRow = Selectable<OfficeDentistsTable>;

/** The only SQL for dentist offices and their dentists. */
export function officesRepository(db: Kysely<DB>) {
  const offices = () =>
    db
      .selectFrom('dental_offices')
      .innerJoin('users', 'users.id', 'dental_offices.user_id')
      .selectAll('dental_offices')
      .select('users.email');

  return {
    /** The office and its dentists: call it inside a transaction (`db` being that transaction). */
    async insertWithDentists(office: Insertable<DentalOfficesTable>, dentists: readonly string[]) {
      const { id } = await db
        .insertInto('dental_offices')
        .values(office)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('office_dentists')
        .values(dentists.map((name, position) => ({ office_id: id, name, position })))
        .execute();
      return id;
    },
    /**
     * A refused office's corrected details and dentists, back in the queue for review; undefined
     * when the office is not refused (any more). Call it inside a transaction. A refused office was
     * never verified, so no case names its dentists.
     */
    async resubmit(
      id: number,
      details: Pick<OfficeRow, 'practice_name' | 'licence_number' | 'phone' | 'address' | 'city' | 'zip'>,
      dentists: readonly string[],
    ) {
      const updated = await db
        .updateTable('dental_offices')
        .set({ ...details, status: 'pending', rejection_reason: null, reviewed_by: null, reviewed_at: null })
        .where('id', '=', id)
        .where('status', '=', 'rejected')
        .returning('id')
        .executeTakeFirst();
      if (!updated) return undefined;
      await db.deleteFrom('office_dentists').where('office_id', '=', id).execute();
      await db
        .insertInto('office_dentists')
        .values(dentists.map((name, position) => ({ office_id: id, name, position })))
        .execute();
      return id;
    },
    findById(id: number): Promise<OfficeRow | undefined> {
      return offices().where('dental_offices.id', '=', id).executeTakeFirst();
    },
    findByUser(userId: number): Promise<OfficeRow | undefined> {
      return offices().where('dental_offices.user_id', '=', userId).executeTakeFirst();
    },
    dentistsOf(officeIds: readonly number[]): Promise<DentistRow[]> {
      if (officeIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('office_dentists')
        .selectAll()
        .where('office_id', 'in', officeIds)
        .orderBy('office_id')
        .orderBy('position')
        .execute();
    },
    /** Records the decision on a pending office; undefined when it was already reviewed. */
    review(
      id: number,
      decision: Pick<OfficeRow, 'status' | 'rejection_reason' | 'reviewed_by' | 'reviewed_at'>,
    ) {
      return db
        .updateTable('dental_offices')
        .set(decision)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
    },
    /**
     * Office enrolments in the extended warranty whose licence number is one of these (compared
     * without case or surrounding spaces), oldest first.
     */
    async warrantyEnrollmentsOf(licenceNumbers: readonly string[]) {
      const keys = [...new Set(licenceNumbers.map(licenceKey))];
      if (keys.length === 0) return [];
      return db
        .selectFrom('warranty_enrollments')
        .select([
          sql<string>`upper(trim(licence_number))`.as('licence_key'),
          'reference',
          'plan_id',
          'enrolled_on',
          'coverage_ends_on',
        ])
        .where('kind', '=', 'office')
        .where(sql<string>`upper(trim(licence_number))`, 'in', keys)
        .orderBy('id')
        .execute();
    },
    /**
     * The warranty claim with this reference when the patient filed it with the reference of one of
     * this licence's office enrolments (compared without case or surrounding spaces): a claim the
     * office can show is its own. Undefined for any other claim, as for none.
     */
    claimOfLicence(claimReference: string, licenceNumber: string) {
      return db
        .selectFrom('warranty_claims')
        .select(['warranty_claims.id', 'warranty_claims.reference', 'warranty_claims.status'])
        .where(sql<string>`upper(warranty_claims.reference)`, '=', claimReference.trim().toUpperCase())
        .where(
          sql<string>`upper(trim(warranty_claims.office_reference))`,
          'in',
          db
            .selectFrom('warranty_enrollments')
            .select(sql<string>`upper(reference)`.as('reference'))
            .where('kind', '=', 'office')
            .where(sql<string>`upper(trim(licence_number))`, '=', licenceKey(licenceNumber)),
        )
        .executeTakeFirst();
    },
    async list(options: { status?: OfficeRow['status'] | undefined; page: number; size: number }) {
      let query = db.selectFrom('dental_offices');
      if (options.status) query = query.where('status', '=', options.status);
      const total = await query
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      let rows = offices();
      if (options.status) rows = rows.where('dental_offices.status', '=', options.status);
      const page = await rows
        // Oldest first: the administrator works through the queue in the order offices signed up.
        .orderBy('dental_offices.created_at')
        .orderBy('dental_offices.id')
        .limit(options.size)
        .offset(options.page * options.size)
        .execute();
      return { rows: page, total: Number(total.count) };
    },
  };
}

/** A licence number as offices and warranty enrolments are matched on it. */
export const licenceKey = (licenceNumber: string) => licenceNumber.trim().toUpperCase();

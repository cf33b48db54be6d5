import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { WarrantyDuesTable, WarrantyEnrollmentsTable } from '../../db/tables/warranty';

export type EnrollmentRow = Selectable<WarrantyEnrollmentsTable>;
export type DueRow = Selectable<WarrantyDuesTable>;
export type NewDue = Omit<Insertable<WarrantyDuesTable>, 'enrollment_id'>;

/** The only SQL for enrolments and their dues. */
export function enrollmentsRepository(db: Kysely<DB>) {
  return {
    /** The enrolment and its dues: call it inside a transaction (`db` being that transaction). */
    async insertWithDues(enrollment: Insertable<WarrantyEnrollmentsTable>, dues: NewDue[]) {
      const row = await db
        .insertInto('warranty_enrollments')
        .values(enrollment)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (dues.length > 0) {
        await db
          .insertInto('warranty_dues')
          .values(dues.map((due) => ({ ...due, enrollment_id: row.id })))
          .execute();
      }
      return row;
    },
    findByReference(reference: string) {
      return db
        .selectFrom('warranty_enrollments')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
    },
    findById(id: number) {
      return db.selectFrom('warranty_enrollments').selectAll().where('id', '=', id).executeTakeFirst();
    },
    duesOf(enrollmentId: number) {
      return db
        .selectFrom('warranty_dues')
        .selectAll()
        .where('enrollment_id', '=', enrollmentId)
        .orderBy('due_on')
        .orderBy('kind')
        .orderBy('id')
        .execute();
    },
    findDue(id: number) {
      return db.selectFrom('warranty_dues').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Marks an unpaid due paid by transfer (the admin records it); false when it was already paid (also under a concurrent payment). */
    async markDuePaid(id: number, paidOn: string, paidAt: string): Promise<boolean> {
      const result = await db
        .updateTable('warranty_dues')
        .set({ paid_on: paidOn, paid_at: paidAt, paid_by: 'transfer' })
        .where('id', '=', id)
        .where('paid_on', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async countOverdue(enrollmentId: number, today: string): Promise<number> {
      const row = await db
        .selectFrom('warranty_dues')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('enrollment_id', '=', enrollmentId)
        .where('paid_on', 'is', null)
        .where('due_on', '<', today)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async list(options: {
      kind?: 'patient' | 'office' | undefined;
      search?: string | undefined;
      page: number;
      size: number;
      today: string;
    }) {
      let query = db.selectFrom('warranty_enrollments');
      if (options.kind) query = query.where('kind', '=', options.kind);
      if (options.search) {
        const escaped = options.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
        // An explicit ESCAPE: SQLite has no default escape character for LIKE.
        query = query.where(sql<boolean>`search_text like ${`%${escaped}%`} escape '\\'`);
      }
      const total = await query
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .selectAll('warranty_enrollments')
        .select((eb) =>
          eb
            .selectFrom('warranty_dues')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('warranty_dues.enrollment_id', '=', 'warranty_enrollments.id')
            .where('warranty_dues.paid_on', 'is', null)
            .where('warranty_dues.due_on', '<', options.today)
            .as('overdue_dues'),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.size)
        .offset(options.page * options.size)
        .execute();
      return { rows, total: Number(total.count) };
    },
  };
}

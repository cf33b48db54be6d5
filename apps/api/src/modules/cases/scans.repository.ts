import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { CaseScansTable } from '../../db/tables/cases';

export type ScanRow = Selectable<CaseScansTable> & { first_name: string | null; last_name: string | null };

/** The only SQL for the scans of cases. */
export function scansRepository(db: Kysely<DB>) {
  const scans = () =>
    db
      .selectFrom('case_scans')
      .leftJoin('users', 'users.id', 'case_scans.uploaded_by')
      .selectAll('case_scans')
      .select(['users.first_name', 'users.last_name']);

  return {
    async insert(row: Insertable<CaseScansTable>): Promise<number> {
      const { id } = await db.insertInto('case_scans').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },
    /** The case's scan or upload with this id; undefined for another case's. */
    find(caseId: number, id: number): Promise<ScanRow | undefined> {
      return scans()
        .where('case_scans.case_id', '=', caseId)
        .where('case_scans.id', '=', id)
        .executeTakeFirst();
    },
    /** The case's completed scans, oldest first. */
    completedOf(caseId: number): Promise<ScanRow[]> {
      return scans()
        .where('case_scans.case_id', '=', caseId)
        .where('case_scans.completed_at', 'is not', null)
        .orderBy('case_scans.id')
        .execute();
    },
    async countOf(caseId: number): Promise<number> {
      const { count } = await db
        .selectFrom('case_scans')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    /** Moves an upload on from the offset it was at; false when it was no longer there. */
    async advance(id: number, from: number, to: number): Promise<boolean> {
      const result = await db
        .updateTable('case_scans')
        .set({ received_bytes: to })
        .where('id', '=', id)
        .where('received_bytes', '=', from)
        .where('completed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async complete(id: number, kind: NonNullable<CaseScansTable['kind']>, at: string) {
      await db.updateTable('case_scans').set({ kind, completed_at: at }).where('id', '=', id).execute();
    },
    async delete(id: number) {
      await db.deleteFrom('case_scans').where('id', '=', id).execute();
    },
  };
}

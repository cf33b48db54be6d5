import type { Insertable, Kysely, Selectable, Updateable, UpdateQueryBuilder, UpdateResult } from 'kysely';
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

  /** Changes the upload if it is still under way (neither complete nor expired); true if it was. */
  const updateUnderWay = async (
    id: number,
    values: Updateable<CaseScansTable>,
    where: (query: UpdateQueryBuilder<DB, 'case_scans', 'case_scans', UpdateResult>) => typeof query = (q) =>
      q,
  ) => {
    const query = db
      .updateTable('case_scans')
      .set(values)
      .where('id', '=', id)
      .where('completed_at', 'is', null)
      .where('expired_at', 'is', null);
    return Number((await where(query).executeTakeFirst()).numUpdatedRows) === 1;
  };

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
    /** The case's scans and uploads under way (not the expired ones). */
    async countOf(caseId: number): Promise<number> {
      const { count } = await db
        .selectFrom('case_scans')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('case_id', '=', caseId)
        .where('expired_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    /** A part of the upload arrives (or begins to): it is not untouched. False once it expired. */
    touch(id: number, at: string): Promise<boolean> {
      return updateUnderWay(id, { touched_at: at });
    },
    /** Moves an upload on from the offset it was at; false when it was no longer there. */
    advance(id: number, from: number, to: number, at: string): Promise<boolean> {
      return updateUnderWay(id, { received_bytes: to, touched_at: at }, (q) =>
        q.where('received_bytes', '=', from),
      );
    },
    /** Uploads under way that no part reached since `before`, oldest first. */
    untouchedSince(before: string, limit: number) {
      return db
        .selectFrom('case_scans')
        .select(['id', 'storage_key'])
        .where('completed_at', 'is', null)
        .where('expired_at', 'is', null)
        .where('touched_at', '<', before)
        .orderBy('touched_at')
        .limit(limit)
        .execute();
    },
    /** Marks the upload expired unless a part reached it meanwhile; false then. */
    expire(id: number, before: string, at: string): Promise<boolean> {
      return updateUnderWay(id, { expired_at: at }, (q) => q.where('touched_at', '<', before));
    },
    async complete(id: number, kind: NonNullable<CaseScansTable['kind']>, at: string) {
      await db.updateTable('case_scans').set({ kind, completed_at: at }).where('id', '=', id).execute();
    },
    async delete(id: number) {
      await db.deleteFrom('case_scans').where('id', '=', id).execute();
    },
  };
}

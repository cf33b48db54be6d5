import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The only SQL of backups: what a copy holds, and PostgreSQL's snapshot and schema details. */
export function backupRepository(db: Kysely<DB>) {
  const count = async (table: 'orders' | 'users' | 'warranty_enrollments') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    /** Orders, accounts and warranty enrolments, as the manifest counts them. */
    async counts() {
      return {
        orders: await count('orders'),
        accounts: await count('users'),
        enrolments: await count('warranty_enrollments'),
      };
    },
    /** Every migration applied, oldest first: the schema version of the copy. */
    async migrationNames() {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        db,
      );
      return rows.map((row) => row.name);
    },
    /**
     * The storage keys of the cases' completed scans (an upload under way is not backed up: its
     * office sends it again). None in a copy from before migration 0032.
     */
    async completedScanKeys(migrations: string[]) {
      if (!migrations.includes('0032_case_scans')) return [];
      const rows = await db
        .selectFrom('case_scans')
        .select('storage_key')
        .where('completed_at', 'is not', null)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.storage_key);
    },
    /** PostgreSQL: exports the transaction's snapshot for pg_dump --snapshot. */
    async exportSnapshot() {
      return (await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(db)).rows[0]!.id;
    },
    /** PostgreSQL: the schema the shop's tables are in. */
    async currentSchema() {
      return (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]!.name;
    },
    /** PostgreSQL: the extensions a dump of one schema relies on (restore creates them first). */
    async extensions() {
      const { rows } = await sql<{ name: string; schema: string }>`
        select e.extname as name, n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname <> 'plpgsql' order by 1`.execute(db);
      return rows;
    },
  };
}

import { sql } from 'kysely';
import { dropTables, withId, type MigrationFactory } from './helpers';

/**
 * Intraoral scans of a case: one row per upload, complete once every byte arrived and the content
 * was checked (`kind` and `completed_at` set then). The bytes live in a file under DATA_DIR/scans.
 */
export const caseScansMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('case_scans'), kind)
      .addColumn('case_id', 'integer', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.check(sql`kind in ('stl', 'ply', 'obj')`))
      // 'bigint' on PostgreSQL: a file size may pass 2 GB one day; SQLite integers are 64-bit anyway.
      .addColumn('size_bytes', 'bigint', (c) => c.notNull())
      .addColumn('received_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('storage_key', 'text', (c) => c.notNull().unique())
      .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('completed_at', 'text')
      .execute();
    await db.schema.createIndex('case_scans_case_idx').on('case_scans').columns(['case_id', 'id']).execute();
  },
  async down(db) {
    await dropTables(db, ['case_scans']);
  },
});

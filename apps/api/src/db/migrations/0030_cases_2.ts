import { sql } from 'kysely';
import { dropTables, withId, type MigrationFactory } from './helpers';

/** The record of every view and change of a case: who, when, what. */
export const cases2Migration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('case_access_log'), kind)
      .addColumn('case_id', 'integer', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('create', 'view', 'change')`))
      .addColumn('detail', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('case_access_log_case_idx')
      .on('case_access_log')
      .columns(['case_id', 'id'])
      .execute();
  },
  async down(db) {
    await dropTables(db, ['case_access_log']);
  },
});

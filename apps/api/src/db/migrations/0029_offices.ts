import { sql } from 'kysely';
import { dropTables, withId, type MigrationFactory } from './helpers';

/**
 * Dentist offices: a profile of the account that signs the office up (one per account), so the
 * office signs in and is notified like any account, and its dentists. An office waits for an
 * administrator to check its licence before it may send a case.
 */
export const officesMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('dental_offices'), kind)
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('practice_name', 'text', (c) => c.notNull())
      .addColumn('licence_number', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('zip', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'verified', 'rejected')`),
      )
      .addColumn('rejection_reason', 'text')
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reviewed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // The administrators' queue: pending offices, oldest first.
    await db.schema
      .createIndex('dental_offices_status_created_idx')
      .on('dental_offices')
      .columns(['status', 'created_at'])
      .execute();

    await withId(db.schema.createTable('office_dentists'), kind)
      .addColumn('office_id', 'integer', (c) =>
        c.notNull().references('dental_offices.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('office_dentists_office_idx')
      .on('office_dentists')
      .columns(['office_id', 'position'])
      .execute();
  },
  async down(db) {
    await dropTables(db, ['office_dentists', 'dental_offices']);
  },
});

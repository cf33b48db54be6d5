import { sql } from 'kysely';
import { dropTables, withId, type MigrationFactory } from './helpers';

export const warrantyMigration: MigrationFactory = (kind) => ({
  async up(db) {
    // Patients and dentist offices in one table: they share the reference, contact and plan columns.
    await withId(db.schema.createTable('warranty_enrollments'), kind)
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('patient', 'office')`))
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text')
      .addColumn('company_name', 'text')
      .addColumn('licence_number', 'text')
      .addColumn('office_reference', 'text')
      /** JSON array of service type ids (offices). */
      .addColumn('service_types', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('zip', 'text', (c) => c.notNull())
      .addColumn('plan_id', 'text', (c) => c.notNull())
      .addColumn('term_months', 'integer', (c) => c.notNull())
      .addColumn('enrollment_fee_cents', 'integer', (c) => c.notNull())
      .addColumn('monthly_charge_cents', 'integer', (c) => c.notNull())
      .addColumn('charge_day', 'integer', (c) => c.notNull().check(sql`charge_day between 1 and 28`))
      .addColumn('enrolled_on', 'text', (c) => c.notNull())
      .addColumn('coverage_ends_on', 'text', (c) => c.notNull())
      .addColumn('terms_accepted_at', 'text')
      /** Lower-cased name, company, e-mail and reference for the admin search. */
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('warranty_enrollments_kind_created_idx')
      .on('warranty_enrollments')
      .columns(['kind', 'created_at'])
      .execute();

    await withId(db.schema.createTable('warranty_dues'), kind)
      .addColumn('enrollment_id', 'integer', (c) =>
        c.notNull().references('warranty_enrollments.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('enrollment-fee', 'monthly')`))
      .addColumn('due_on', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
      .addColumn('paid_on', 'text')
      .addColumn('paid_at', 'text')
      .execute();
    await db.schema
      .createIndex('warranty_dues_enrollment_idx')
      .on('warranty_dues')
      .columns(['enrollment_id', 'due_on'])
      .execute();

    await withId(db.schema.createTable('warranty_claims'), kind)
      .addColumn('enrollment_id', 'integer', (c) =>
        c.notNull().references('warranty_enrollments.id').onDelete('cascade'),
      )
      .addColumn('office_reference', 'text', (c) => c.notNull())
      .addColumn('case_type', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      /** JSON array of image addresses. */
      .addColumn('photo_urls', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'approved', 'rejected')`),
      )
      .addColumn('resolution', 'text')
      .addColumn('rejection_reason', 'text')
      .addColumn('submitted_at', 'text', (c) => c.notNull())
      .addColumn('reviewed_at', 'text')
      .execute();
    await db.schema
      .createIndex('warranty_claims_enrollment_idx')
      .on('warranty_claims')
      .columns(['enrollment_id'])
      .execute();
    await db.schema
      .createIndex('warranty_claims_status_idx')
      .on('warranty_claims')
      .columns(['status', 'submitted_at'])
      .execute();

    await withId(db.schema.createTable('contact_messages'), kind)
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('handled_at', 'text')
      .execute();
    await db.schema
      .createIndex('contact_messages_handled_idx')
      .on('contact_messages')
      .columns(['handled_at', 'received_at'])
      .execute();
  },
  async down(db) {
    await dropTables(db, ['contact_messages', 'warranty_claims', 'warranty_dues', 'warranty_enrollments']);
  },
});

import { sql } from 'kysely';
import { dropTables, withId, type MigrationFactory } from './helpers';

export const usersMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('users'), kind)
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('PATIENT', 'ADMIN')`))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(sql`status in ('active', 'INACTIVE')`),
      )
      // Notification settings: four independent choices.
      .addColumn('email_notification', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('offers_and_promotions', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('news_letter', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('personalized_notification', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await dropTables(db, ['users']);
  },
});

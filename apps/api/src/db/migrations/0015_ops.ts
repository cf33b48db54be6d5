import { withId, type MigrationFactory } from './helpers';

/**
 * The durable mail queue (a message is stored in the same transaction as what caused it and sent
 * by a worker, retried with backoff) and the record of backups taken (the dashboard and the
 * metrics show the last one's age).
 */
export const opsMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('mail_queue'), kind)
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      // pending -> sending (claimed by one instance until claimed_until) -> sent | failed
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('claimed_until', 'text')
      .addColumn('claimed_by', 'text')
      .addColumn('last_error', 'text')
      .addColumn('queued_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('failed_at', 'text')
      .execute();
    await db.schema
      .createIndex('mail_queue_due_idx')
      .on('mail_queue')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await withId(db.schema.createTable('backup_runs'), kind)
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('backup_runs').ifExists().execute();
    await db.schema.dropTable('mail_queue').ifExists().execute();
  },
});

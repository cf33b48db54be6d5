import { sql } from 'kysely';
import { dropTables, withId, type MigrationFactory } from './helpers';

/**
 * Each case's conversation between its office and the lab. A case held before the conversation
 * existed gets its hold question as the lab's message, so every held case shows what it asks.
 */
export const caseMessagesMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('case_messages'), kind)
      .addColumn('case_id', 'integer', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('office', 'lab')`))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('message', 'hold_question')`))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text')
      .addColumn('idempotency_fingerprint', 'text')
      .execute();
    await db.schema
      .createIndex('case_messages_case_idx')
      .on('case_messages')
      .columns(['case_id', 'id'])
      .execute();
    await db.schema
      .createIndex('case_messages_idempotency_uq')
      .on('case_messages')
      .columns(['author_id', 'idempotency_key'])
      .unique()
      .execute();
    await db
      .insertInto('case_messages')
      .columns(['case_id', 'author_id', 'side', 'kind', 'body', 'created_at'])
      .expression(
        db
          .selectFrom('case_events')
          .select([
            'case_id',
            'actor_id',
            sql<string>`'lab'`.as('side'),
            sql<string>`'hold_question'`.as('kind'),
            'note',
            'at',
          ])
          .where('kind', '=', 'held')
          .where('note', 'is not', null)
          .orderBy('id'),
      )
      .execute();
  },
  async down(db) {
    await dropTables(db, ['case_messages']);
  },
});

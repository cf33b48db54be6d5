import type { MigrationFactory } from './helpers';

/** A case sent twice with one Idempotency-Key (a double click, a retry) is stored once. */
export const cases3Migration: MigrationFactory = () => ({
  async up(db) {
    await db.schema.alterTable('cases').addColumn('idempotency_key', 'text').execute();
    await db.schema.alterTable('cases').addColumn('idempotency_fingerprint', 'text').execute();
    await db.schema
      .createIndex('cases_idempotency_uq')
      .on('cases')
      .columns(['sent_by', 'idempotency_key'])
      .unique()
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('cases_idempotency_uq').execute();
    await db.schema.alterTable('cases').dropColumn('idempotency_fingerprint').execute();
    await db.schema.alterTable('cases').dropColumn('idempotency_key').execute();
  },
});

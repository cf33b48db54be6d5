import { sql } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * A warranty claim gets a reference a patient can quote (IDL-C-7KQ3XM, like the enrolments'),
 * instead of its row number. Claims filed before keep theirs as IDL-C-<number>.
 */
export const claimReferencesMigration: MigrationFactory = () => ({
  async up(db) {
    await db.schema.alterTable('warranty_claims').addColumn('reference', 'text').execute();
    await sql`update warranty_claims set reference = 'IDL-C-' || id`.execute(db);
    await db.schema
      .createIndex('warranty_claims_reference_uq')
      .on('warranty_claims')
      .column('reference')
      .unique()
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('warranty_claims_reference_uq').execute();
    await db.schema.alterTable('warranty_claims').dropColumn('reference').execute();
  },
});

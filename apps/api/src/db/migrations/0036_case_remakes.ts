import type { MigrationFactory } from './helpers';

/**
 * A remake is a case of its own that names the case it remakes and why, and, when the patient's
 * extended warranty covers it, the warranty claim it is made under (one remake per claim).
 */
export const caseRemakesMigration: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .alterTable('cases')
      .addColumn('remake_of', 'integer', (c) => c.references('cases.id').onDelete('restrict'))
      .execute();
    await db.schema.alterTable('cases').addColumn('remake_reason', 'text').execute();
    await db.schema
      .alterTable('cases')
      .addColumn('warranty_claim_id', 'integer', (c) =>
        c.references('warranty_claims.id').onDelete('restrict'),
      )
      .execute();
    await db.schema.createIndex('cases_remake_of_idx').on('cases').column('remake_of').execute();
    await db.schema
      .createIndex('cases_warranty_claim_uq')
      .on('cases')
      .column('warranty_claim_id')
      .unique()
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('cases_warranty_claim_uq').execute();
    await db.schema.dropIndex('cases_remake_of_idx').execute();
    await db.schema.alterTable('cases').dropColumn('warranty_claim_id').execute();
    await db.schema.alterTable('cases').dropColumn('remake_reason').execute();
    await db.schema.alterTable('cases').dropColumn('remake_of').execute();
  },
});

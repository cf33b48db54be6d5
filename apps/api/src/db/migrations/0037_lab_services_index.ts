import type { MigrationFactory } from './helpers';

/**
 * The Send a Case page lists the lab services: an index on the column that marks them, so that list
 * reads a handful of entries rather than every product of a catalogue of a million (most are null).
 */
export const labServicesIndexMigration: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .createIndex('products_lab_service_idx')
      .on('products')
      .column('lab_service_kind')
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('products_lab_service_idx').execute();
  },
});

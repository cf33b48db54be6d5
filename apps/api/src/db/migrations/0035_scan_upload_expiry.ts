import { sql } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * An upload of a scan that no part reached for SCAN_UPLOAD_EXPIRY_HOURS is removed: `touched_at` is
 * when a part last arrived (the start, for one with none yet), `expired_at` when the sweep removed
 * its bytes. The row stays, so a late part is told why the upload is gone.
 */
export const scanUploadExpiryMigration: MigrationFactory = () => ({
  async up(db) {
    await db.schema.alterTable('case_scans').addColumn('touched_at', 'text').execute();
    await db.schema.alterTable('case_scans').addColumn('expired_at', 'text').execute();
    await db
      .updateTable('case_scans')
      .set((eb) => ({ touched_at: eb.ref('created_at') }))
      .execute();
    await db.schema
      .createIndex('case_scans_unfinished_idx')
      .on('case_scans')
      .columns(['touched_at'])
      .where(sql<boolean>`completed_at is null and expired_at is null`)
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('case_scans_unfinished_idx').execute();
    await db.schema.alterTable('case_scans').dropColumn('expired_at').execute();
    await db.schema.alterTable('case_scans').dropColumn('touched_at').execute();
  },
});

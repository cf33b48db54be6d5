import type { MigrationFactory } from './helpers';

/**
 * Every order, claim and low-stock event notifies the active administrators; without an index
 * finding them scans every customer account, so placing an order grew slower as the shop gained
 * customers.
 */
export const staffLookupMigration: MigrationFactory = () => ({
  async up(db) {
    await db.schema.createIndex('users_role_status_idx').on('users').columns(['role', 'status']).execute();
  },
  async down(db) {
    await db.schema.dropIndex('users_role_status_idx').execute();
  },
});

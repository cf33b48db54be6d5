import type { MigrationFactory } from './helpers';

/**
 * A notification carries the address of the page it is about (from the contract's route table),
 * so every one can be opened: claims and enrolments point at an enrolment, which neither the order
 * nor the product column can name.
 */
export const shopMigration: MigrationFactory = () => ({
  async up(db) {
    await db.schema.alterTable('notifications').addColumn('link', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('notifications').dropColumn('link').execute();
  },
});

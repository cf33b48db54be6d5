import type { MigrationFactory } from './helpers';

/**
 * A product may set the most units one patient account buys in one order (a lab service sold one
 * at a time, floss picks by the hundred); null: the shop-wide ORDER_LINE_MAX_UNITS.
 */
export const orderLimitsMigration: MigrationFactory = () => ({
  async up(db) {
    await db.schema.alterTable('products').addColumn('max_units_per_order', 'integer').execute();
  },
  async down(db) {
    await db.schema.alterTable('products').dropColumn('max_units_per_order').execute();
  },
});

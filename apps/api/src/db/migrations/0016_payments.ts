import { dropTables, withId, type MigrationFactory } from './helpers';

/**
 * The shop's transfer details (where buyers send the money) and, on each order, a copy of the
 * details the buyer was given, so the order page keeps saying what its e-mail said.
 */
export const paymentsMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('shop_transfer_methods'), kind)
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('payee_name', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('instructions', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('orders').addColumn('payment_pay_to', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('orders').dropColumn('payment_pay_to').execute();
    await dropTables(db, ['shop_transfer_methods']);
  },
});

import { dropTables, withId, type MigrationFactory } from './helpers';

/**
 * One row per card payment of a due that Stripe refunded. The due itself goes back to unpaid, so
 * without this the money view would lose the day the due was paid and never see the refund.
 */
export const warrantyDueRefundsMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('warranty_due_refunds'), kind)
      .addColumn('due_id', 'integer', (c) => c.notNull().references('warranty_dues.id').onDelete('cascade'))
      .addColumn('enrollment_id', 'integer', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('paid_on', 'text', (c) => c.notNull())
      .addColumn('refunded_on', 'text', (c) => c.notNull())
      .addColumn('stripe_invoice_id', 'text')
      .addColumn('payment_intent_id', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('warranty_due_refunds_refunded_on_idx')
      .on('warranty_due_refunds')
      .column('refunded_on')
      .execute();
    await db.schema
      .createIndex('warranty_due_refunds_paid_on_idx')
      .on('warranty_due_refunds')
      .column('paid_on')
      .execute();
    await db.schema
      .createIndex('warranty_due_refunds_payment_intent_idx')
      .on('warranty_due_refunds')
      .column('payment_intent_id')
      .execute();
  },
  async down(db) {
    await dropTables(db, ['warranty_due_refunds']);
  },
});

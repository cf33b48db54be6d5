import { sql } from 'kysely';
import type { MigrationFactory } from './helpers';

const enrollmentColumns = ['stripe_customer_id', 'stripe_subscription_id', 'card_state', 'card_failed_on'];
const dueColumns = ['paid_by', 'stripe_invoice_id', 'payment_intent_id', 'charge_failed_on', 'refunded_on'];

/**
 * Warranty dues paid by card: each enrolment's Stripe customer and subscription (the monthly charge
 * until the end of the term) and its state, and on each due how it was paid, the Stripe invoice and
 * payment that paid it (a refund names the payment), and when a charge failed or was refunded.
 */
export const warrantyCardsMigration: MigrationFactory = () => ({
  async up(db) {
    for (const column of enrollmentColumns) {
      await db.schema
        .alterTable('warranty_enrollments')
        .addColumn(column, 'text', (c) =>
          column === 'card_state' ? c.check(sql`card_state in ('active', 'failing', 'ended')`) : c,
        )
        .execute();
    }
    for (const column of dueColumns) {
      await db.schema
        .alterTable('warranty_dues')
        .addColumn(column, 'text', (c) =>
          column === 'paid_by' ? c.check(sql`paid_by in ('transfer', 'card')`) : c,
        )
        .execute();
    }
    // Every due paid so far was recorded by the lab after a transfer.
    await db
      .updateTable('warranty_dues')
      .set({ paid_by: 'transfer' })
      .where('paid_on', 'is not', null)
      .execute();
    await db.schema
      .createIndex('warranty_enrollments_subscription_idx')
      .on('warranty_enrollments')
      .column('stripe_subscription_id')
      .execute();
    await db.schema
      .createIndex('warranty_dues_payment_intent_idx')
      .on('warranty_dues')
      .column('payment_intent_id')
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('warranty_dues_payment_intent_idx').execute();
    await db.schema.dropIndex('warranty_enrollments_subscription_idx').execute();
    for (const column of dueColumns) await db.schema.alterTable('warranty_dues').dropColumn(column).execute();
    for (const column of enrollmentColumns)
      await db.schema.alterTable('warranty_enrollments').dropColumn(column).execute();
  },
});

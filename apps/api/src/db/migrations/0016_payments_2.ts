import { sql } from 'kysely';
import { dropTables, type MigrationFactory } from './helpers';

/**
 * Card payments: each order's payment state and its Stripe objects, and every Stripe event the
 * shop has applied (its id is the key, so a repeated delivery is recognised and ignored).
 */
export const payments2Migration: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .alterTable('orders')
      .addColumn('payment_state', 'text', (c) =>
        c
          .notNull()
          .defaultTo('awaiting_payment')
          .check(sql`payment_state in ('awaiting_payment', 'paid', 'refunding', 'refunded')`),
      )
      .execute();
    for (const column of [
      'checkout_session_id',
      'payment_intent_id',
      'paid_at',
      'refunded_at',
      'refund_id',
    ]) {
      await db.schema.alterTable('orders').addColumn(column, 'text').execute();
    }
    await db.schema.alterTable('orders').addColumn('refunded_cents', 'integer').execute();
    // Orders the admin already confirmed were paid by transfer.
    await db
      .updateTable('orders')
      .set({ payment_state: 'paid' })
      .where('status', 'in', ['In Progress', 'Shipped', 'Completed'])
      .execute();
    await db.schema
      .createIndex('orders_payment_intent_idx')
      .on('orders')
      .column('payment_intent_id')
      .execute();

    await db.schema
      .createTable('stripe_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('object_id', 'text', (c) => c.notNull())
      /** When Stripe created the event (ISO-8601). */
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('stripe_events_created_idx')
      .on('stripe_events')
      .column('created_at')
      .execute();
  },
  async down(db) {
    await dropTables(db, ['stripe_events']);
    await db.schema.dropIndex('orders_payment_intent_idx').execute();
    for (const column of [
      'payment_state',
      'checkout_session_id',
      'payment_intent_id',
      'paid_at',
      'refunded_at',
      'refund_id',
      'refunded_cents',
    ]) {
      await db.schema.alterTable('orders').dropColumn(column).execute();
    }
  },
});

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The only SQL for an order's payment and for Stripe's events. A payment only moves forward
 * (awaiting_payment → paid → refunding → refunded): each move names the state it starts from, so a
 * late or repeated event finds nothing to change.
 */
export function orderPaymentsRepository(db: Kysely<DB>) {
  return {
    async setCheckoutSession(orderId: number, sessionId: string) {
      await db
        .updateTable('orders')
        .set({ checkout_session_id: sessionId })
        .where('id', '=', orderId)
        .execute();
    },

    /** Awaiting payment → paid; false when the order was not awaiting one (already paid or refunded). */
    async markPaid(orderId: number, at: string, paymentIntentId?: string | null) {
      const result = await db
        .updateTable('orders')
        .set({
          payment_state: 'paid',
          paid_at: at,
          updated_at: at,
          ...(paymentIntentId === undefined ? {} : { payment_intent_id: paymentIntentId }),
        })
        .where('id', '=', orderId)
        .where('payment_state', '=', 'awaiting_payment')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Paid → refunding, with the refund Stripe is making. */
    async markRefunding(orderId: number, refundId: string, amountCents: number) {
      await db
        .updateTable('orders')
        .set({ payment_state: 'refunding', refund_id: refundId, refunded_cents: amountCents })
        .where('id', '=', orderId)
        .where('payment_state', '=', 'paid')
        .execute();
    },

    /** Paid or refunding → refunded; the order (to tell its buyer), or undefined when it already was. */
    markRefunded(orderId: number, at: string, amountCents: number) {
      return db
        .updateTable('orders')
        .set({ payment_state: 'refunded', refunded_at: at, refunded_cents: amountCents, updated_at: at })
        .where('id', '=', orderId)
        .where('payment_state', 'in', ['paid', 'refunding'])
        .returning(['id', 'user_id', 'buyer_email'])
        .executeTakeFirst();
    },

    findByPaymentIntent(paymentIntentId: string) {
      return db
        .selectFrom('orders')
        .select(['id', 'payment_state'])
        .where('payment_intent_id', '=', paymentIntentId)
        .executeTakeFirst();
    },

    async isStripeEventRecorded(id: string) {
      const row = await db.selectFrom('stripe_events').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** Records a Stripe event once; false when it was recorded before (a repeated delivery). */
    async recordStripeEvent(event: {
      id: string;
      type: string;
      objectId: string;
      createdAt: string;
      receivedAt: string;
    }) {
      const recorded = await db
        .insertInto('stripe_events')
        .values({
          id: event.id,
          type: event.type,
          object_id: event.objectId,
          created_at: event.createdAt,
          received_at: event.receivedAt,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return recorded !== undefined;
    },
  };
}

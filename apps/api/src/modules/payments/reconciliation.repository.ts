import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The UTC day of an ISO timestamp stored as text (same SQL on SQLite and PostgreSQL). */
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/**
 * The only SQL of the money view. Timestamps are ISO text in UTC, so a day's moments sort between
 * `YYYY-MM-DD` and the next day; `toExclusive` is the day after the range.
 */
export function reconciliationRepository(db: Kysely<DB>) {
  return {
    /** Orders paid per day and way of paying (card, or a transfer the admin confirmed). */
    async paidOrdersByDay(from: string, toExclusive: string) {
      const rows = await db
        .selectFrom('orders')
        .select((eb) => [
          dayOf('paid_at').as('day'),
          eb
            .case()
            .when('payment_provider', '=', 'card')
            .then(sql.lit('card'))
            .else(sql.lit('transfer'))
            .end()
            .as('way'),
          eb.fn.sum<number | string>('total_cents').as('cents'),
        ])
        .where('paid_at', '>=', from)
        .where('paid_at', '<', toExclusive)
        .groupBy(['day', 'way'])
        .execute();
      return rows.map((row) => ({
        day: row.day,
        way: row.way as 'card' | 'transfer',
        cents: Number(row.cents),
      }));
    },
    async refundsByDay(from: string, toExclusive: string) {
      const rows = await db
        .selectFrom('orders')
        .select((eb) => [
          dayOf('refunded_at').as('day'),
          eb.fn.sum<number | string>('refunded_cents').as('cents'),
        ])
        .where('refunded_at', '>=', from)
        .where('refunded_at', '<', toExclusive)
        .groupBy('day')
        .execute();
      return rows.map((row) => ({ day: row.day, cents: Number(row.cents) }));
    },
    /**
     * `paid_on` is already a calendar day. A due paid by a card payment that was later refunded is
     * unpaid again; its payment still came in that day, so its refund row counts it.
     */
    async duesPaidByDay(from: string, toInclusive: string) {
      const [paid, refunded] = await Promise.all([
        db
          .selectFrom('warranty_dues')
          .select((eb) => ['paid_on as day', eb.fn.sum<number | string>('amount_cents').as('cents')])
          .where('paid_on', '>=', from)
          .where('paid_on', '<=', toInclusive)
          .groupBy('paid_on')
          .execute(),
        db
          .selectFrom('warranty_due_refunds')
          .select((eb) => ['paid_on as day', eb.fn.sum<number | string>('amount_cents').as('cents')])
          .where('paid_on', '>=', from)
          .where('paid_on', '<=', toInclusive)
          .groupBy('paid_on')
          .execute(),
      ]);
      return [...paid, ...refunded].map((row) => ({ day: String(row.day), cents: Number(row.cents) }));
    },
    /** Card payments of dues refunded per day (`refunded_on` is a calendar day). */
    async dueRefundsByDay(from: string, toInclusive: string) {
      const rows = await db
        .selectFrom('warranty_due_refunds')
        .select((eb) => ['refunded_on as day', eb.fn.sum<number | string>('amount_cents').as('cents')])
        .where('refunded_on', '>=', from)
        .where('refunded_on', '<=', toInclusive)
        .groupBy('refunded_on')
        .execute();
      return rows.map((row) => ({ day: String(row.day), cents: Number(row.cents) }));
    },

    /**
     * The same money counted a second way: whole-range sums straight from the rows, with no
     * grouping by day or way of paying, so a slip in the daily figures shows as a difference.
     */
    async rangeSums(from: string, to: string, toExclusive: string) {
      const sumOf = (table: 'warranty_dues' | 'warranty_due_refunds', column: 'paid_on' | 'refunded_on') =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_cents'), sql.lit(0)).as('cents'))
          .where(column, '>=', from)
          .where(column, '<=', to)
          .executeTakeFirstOrThrow();
      const [paid, refunded, duesStillPaid, duesPaidThenRefunded, duesRefunded] = await Promise.all([
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total_cents'), sql.lit(0)).as('cents'))
          .where('paid_at', '>=', from)
          .where('paid_at', '<', toExclusive)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('orders')
          .select((eb) =>
            eb.fn.coalesce(eb.fn.sum<number | string>('refunded_cents'), sql.lit(0)).as('cents'),
          )
          .where('refunded_at', '>=', from)
          .where('refunded_at', '<', toExclusive)
          .executeTakeFirstOrThrow(),
        sumOf('warranty_dues', 'paid_on'),
        sumOf('warranty_due_refunds', 'paid_on'),
        sumOf('warranty_due_refunds', 'refunded_on'),
      ]);
      return {
        ordersPaidCents: Number(paid.cents),
        ordersRefundedCents: Number(refunded.cents),
        duesPaidCents: Number(duesStillPaid.cents) + Number(duesPaidThenRefunded.cents),
        duesRefundedCents: Number(duesRefunded.cents),
      };
    },

    /** Which of these Stripe event ids the webhook recorded. */
    async recordedStripeEventIds(ids: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < ids.length; i += CHUNK) {
        const rows = await db
          .selectFrom('stripe_events')
          .select('id')
          .where('id', 'in', ids.slice(i, i + CHUNK))
          .execute();
        for (const row of rows) found.add(row.id);
      }
      return found;
    },

    /** The payment as the shop has it, for orders named by id or by the PaymentIntent that paid. */
    async ordersPayments(orderIds: number[], paymentIntentIds: string[]) {
      const rows = [];
      for (let i = 0; i < Math.max(orderIds.length, paymentIntentIds.length); i += CHUNK) {
        const ids = orderIds.slice(i, i + CHUNK);
        const intents = paymentIntentIds.slice(i, i + CHUNK);
        if (ids.length === 0 && intents.length === 0) continue;
        rows.push(
          ...(await db
            .selectFrom('orders')
            .select(['id', 'payment_state', 'total_cents', 'refunded_cents', 'payment_intent_id'])
            .where((eb) =>
              eb.or([
                ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
                ...(intents.length > 0 ? [eb('payment_intent_id', 'in', intents)] : []),
              ]),
            )
            .execute()),
        );
      }
      return rows;
    },
  };
}

/** Ids per `in (...)` list: well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface CardPayment {
  paidOn: string;
  paidAt: string;
  invoiceId: string;
  paymentIntentId: string | null;
}

/**
 * The only SQL for warranty dues paid by card. A due only moves forward (unpaid → paid; paid by
 * card → refunded, which leaves it unpaid): each change names the state it starts from, so a late
 * or repeated Stripe event finds nothing to change.
 */
export function cardDuesRepository(db: Kysely<DB>) {
  const paidByCard = (payment: CardPayment) => ({
    paid_on: payment.paidOn,
    paid_at: payment.paidAt,
    paid_by: 'card' as const,
    stripe_invoice_id: payment.invoiceId,
    payment_intent_id: payment.paymentIntentId,
    charge_failed_on: null,
    refunded_on: null,
  });

  return {
    async setCustomer(enrollmentId: number, customerId: string) {
      await db
        .updateTable('warranty_enrollments')
        .set({ stripe_customer_id: customerId })
        .where('id', '=', enrollmentId)
        .execute();
    },

    /** The subscription Stripe made at checkout; the card state starts active unless an event already set it. */
    async linkSubscription(enrollmentId: number, customerId: string, subscriptionId: string) {
      await db
        .updateTable('warranty_enrollments')
        .set({ stripe_customer_id: customerId, stripe_subscription_id: subscriptionId })
        .where('id', '=', enrollmentId)
        .execute();
      await db
        .updateTable('warranty_enrollments')
        .set({ card_state: 'active' })
        .where('id', '=', enrollmentId)
        .where('card_state', 'is', null)
        .execute();
    },

    /** Unpaid dues among `dueIds` become paid by card; the number changed. */
    async payDues(enrollmentId: number, dueIds: number[], payment: CardPayment) {
      if (dueIds.length === 0) return 0;
      const result = await db
        .updateTable('warranty_dues')
        .set(paidByCard(payment))
        .where('enrollment_id', '=', enrollmentId)
        .where('id', 'in', dueIds)
        .where('paid_on', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The monthly due of `dueOn` becomes paid by card; false when there is none unpaid. */
    async payMonthlyDue(enrollmentId: number, dueOn: string, payment: CardPayment) {
      const result = await db
        .updateTable('warranty_dues')
        .set(paidByCard(payment))
        .where('enrollment_id', '=', enrollmentId)
        .where('kind', '=', 'monthly')
        .where('due_on', '=', dueOn)
        .where('paid_on', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Records the payment behind an invoice already recorded (the checkout said which dues it paid). */
    async setInvoicePayment(invoiceId: string, paymentIntentId: string) {
      const result = await db
        .updateTable('warranty_dues')
        .set({ payment_intent_id: paymentIntentId })
        .where('stripe_invoice_id', '=', invoiceId)
        .where('payment_intent_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * A charge for the monthly due of `dueOn` failed: the due (if still unpaid) and the enrolment say
     * so. True only the first time for that due, so the patient is told once.
     */
    async chargeFailed(enrollmentId: number, dueOn: string, day: string) {
      const first = await db
        .updateTable('warranty_dues')
        .set({ charge_failed_on: day })
        .where('enrollment_id', '=', enrollmentId)
        .where('kind', '=', 'monthly')
        .where('due_on', '=', dueOn)
        .where('paid_on', 'is', null)
        .where('charge_failed_on', 'is', null)
        .executeTakeFirst();
      await db
        .updateTable('warranty_enrollments')
        .set({ card_state: 'failing', card_failed_on: day })
        .where('id', '=', enrollmentId)
        .where('card_state', '!=', 'ended')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('warranty_dues')
              .select('id')
              .where('enrollment_id', '=', enrollmentId)
              .where('due_on', '=', dueOn)
              .where('kind', '=', 'monthly')
              .where('paid_on', 'is', null),
          ),
        )
        .execute();
      return Number(first.numUpdatedRows) > 0;
    },

    /** Back to active once no due has a failed charge left unpaid. */
    async recoverIfNoFailedCharge(enrollmentId: number) {
      await db
        .updateTable('warranty_enrollments')
        .set({ card_state: 'active', card_failed_on: null })
        .where('id', '=', enrollmentId)
        .where('card_state', '=', 'failing')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('warranty_dues')
                .select('id')
                .where('enrollment_id', '=', enrollmentId)
                .where('paid_on', 'is', null)
                .where('charge_failed_on', 'is not', null),
            ),
          ),
        )
        .execute();
    },

    async endSubscription(subscriptionId: string) {
      await db
        .updateTable('warranty_enrollments')
        .set({ card_state: 'ended' })
        .where('stripe_subscription_id', '=', subscriptionId)
        .execute();
    },

    /**
     * The dues a card payment paid, now refunded: unpaid again, each refund kept with the day its
     * payment came in (the money view counts both). The number changed.
     */
    async refund(paymentIntentId: string, day: string) {
      await db
        .insertInto('warranty_due_refunds')
        .columns([
          'due_id',
          'enrollment_id',
          'amount_cents',
          'paid_on',
          'refunded_on',
          'stripe_invoice_id',
          'payment_intent_id',
        ])
        .expression((eb) =>
          eb
            .selectFrom('warranty_dues')
            .select((s) => [
              'id',
              'enrollment_id',
              'amount_cents',
              s.fn.coalesce('paid_on', s.val(day)).as('paid_on'),
              s.val(day).as('refunded_on'),
              'stripe_invoice_id',
              s.val(paymentIntentId).as('payment_intent_id'),
            ])
            .where('payment_intent_id', '=', paymentIntentId)
            .where('paid_by', '=', 'card')
            .where('paid_on', 'is not', null),
        )
        .execute();
      const result = await db
        .updateTable('warranty_dues')
        .set({ paid_on: null, paid_at: null, paid_by: null, refunded_on: day })
        .where('payment_intent_id', '=', paymentIntentId)
        .where('paid_by', '=', 'card')
        .where('paid_on', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async hasDuesPaidBy(paymentIntentId: string) {
      const row = await db
        .selectFrom('warranty_dues')
        .select('id')
        .where('payment_intent_id', '=', paymentIntentId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** For the daily Stripe check: the dues named by these invoices or payments, paid or refunded. */
    async duesForCheck(invoiceIds: string[], paymentIntentIds: string[]) {
      if (invoiceIds.length === 0 && paymentIntentIds.length === 0) return { dues: [], refunds: [] };
      const [dues, refunds] = await Promise.all([
        db
          .selectFrom('warranty_dues')
          .select(['id', 'enrollment_id', 'paid_on', 'paid_by', 'stripe_invoice_id', 'payment_intent_id'])
          .where((eb) =>
            eb.or([
              ...(invoiceIds.length > 0 ? [eb('stripe_invoice_id', 'in', invoiceIds)] : []),
              ...(paymentIntentIds.length > 0 ? [eb('payment_intent_id', 'in', paymentIntentIds)] : []),
            ]),
          )
          .execute(),
        db
          .selectFrom('warranty_due_refunds')
          .select(['id', 'enrollment_id', 'stripe_invoice_id', 'payment_intent_id'])
          .where((eb) =>
            eb.or([
              ...(invoiceIds.length > 0 ? [eb('stripe_invoice_id', 'in', invoiceIds)] : []),
              ...(paymentIntentIds.length > 0 ? [eb('payment_intent_id', 'in', paymentIntentIds)] : []),
            ]),
          )
          .execute(),
      ]);
      return { dues, refunds };
    },

    /** For the daily Stripe check: a monthly due by its day. */
    monthlyDue(enrollmentId: number, dueOn: string) {
      return db
        .selectFrom('warranty_dues')
        .select(['id', 'paid_on', 'paid_by', 'charge_failed_on'])
        .where('enrollment_id', '=', enrollmentId)
        .where('kind', '=', 'monthly')
        .where('due_on', '=', dueOn)
        .executeTakeFirst();
    },

    findEnrollment(id: number) {
      return db.selectFrom('warranty_enrollments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    lastDueOn(enrollmentId: number) {
      return db
        .selectFrom('warranty_dues')
        .select((eb) => eb.fn.max('due_on').as('last'))
        .where('enrollment_id', '=', enrollmentId)
        .executeTakeFirst();
    },

    /** Patient accounts with the enrolment's address (to tell in the app too). */
    async activeUserIdsWithEmail(email: string) {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .where('status', '=', 'active')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

import type { Deps } from '../../deps';
import { formatCents } from '../../lib/money';
import { cardDuesRepository } from '../warranty/card-dues.repository';
import { billedDay, enrollmentIdOf, invoiceEnrollmentId } from '../warranty/card-events';
import type { Stripe } from './stripe-client';

/** What the warranty's share of the check reads: the shop's deps, with Stripe present. */
export type WarrantyCheckDeps = Pick<Deps, 'database'> & { stripe: Stripe };

/** The warranty's share of the daily check: says what differs through `differ`. */
export type Differ = (event: Stripe.Event, enrollmentId: number, problem: string) => void;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The enrolment a warranty event is about, read from the event alone (null: not the warranty's). */
export function warrantyEnrollmentOf(event: Stripe.Event): number | null {
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed')
    return invoiceEnrollmentId(event.data.object);
  if (event.type === 'customer.subscription.deleted') return enrollmentIdOf(event.data.object.metadata);
  return null;
}

/**
 * Compares the warranty's card events with its dues: a paid invoice paid a due (or its payment was
 * refunded since), a declined charge shows on its due, a refunded payment left its dues unpaid, an
 * ended subscription ended the enrolment's card. `refundedCharges` are the refunds no order claimed.
 */
export async function findWarrantyDifferences(
  deps: WarrantyCheckDeps,
  events: Stripe.Event[],
  refundedCharges: { event: Stripe.Event; charge: Stripe.Charge; paymentIntent: string }[],
  differ: Differ,
) {
  const repo = cardDuesRepository(deps.database.db);
  const paidInvoices = events.flatMap((event) =>
    event.type === 'invoice.paid' && event.data.object.amount_paid > 0 && event.data.object.id
      ? [{ event, invoice: event.data.object, enrollmentId: invoiceEnrollmentId(event.data.object) }]
      : [],
  );
  const { dues, refunds } = await repo.duesForCheck(
    paidInvoices.map((paid) => paid.invoice.id!),
    refundedCharges.map((refunded) => refunded.paymentIntent),
  );
  const references = new Map<number, Awaited<ReturnType<typeof repo.findEnrollment>>>();
  const enrollment = async (id: number) => {
    if (!references.has(id)) references.set(id, await repo.findEnrollment(id));
    return references.get(id);
  };
  const named = async (id: number) => (await enrollment(id))?.reference ?? `enrolment ${id}`;

  for (const { event, invoice, enrollmentId } of paidInvoices) {
    if (enrollmentId === null) continue;
    const took = formatCents(invoice.amount_paid);
    const paidDues = dues.filter((due) => due.stripe_invoice_id === invoice.id && due.paid_by === 'card');
    const refunded = refunds.some((refund) => refund.stripe_invoice_id === invoice.id);
    if (paidDues.some((due) => due.paid_on !== null) || refunded) continue;
    const dueOn = invoice.billing_reason === 'subscription_cycle' ? billedDay(invoice) : null;
    const due = dueOn ? await repo.monthlyDue(enrollmentId, dueOn) : undefined;
    if (due?.paid_on && due.paid_by === 'transfer')
      differ(
        event,
        enrollmentId,
        `Stripe charged ${took} for the due of ${dueOn} on warranty ${await named(enrollmentId)}, which the shop has as paid by transfer: paid twice?`,
      );
    else
      differ(
        event,
        enrollmentId,
        `Stripe charged ${took} by invoice ${invoice.id} on warranty ${await named(enrollmentId)}, but the shop has no due paid by it.`,
      );
  }

  for (const event of events) {
    if (event.type === 'invoice.payment_failed') {
      const invoice = event.data.object;
      const enrollmentId = invoiceEnrollmentId(invoice);
      const dueOn = billedDay(invoice);
      if (enrollmentId === null || invoice.billing_reason !== 'subscription_cycle' || !dueOn) continue;
      const due = await repo.monthlyDue(enrollmentId, dueOn);
      if (due && due.paid_on === null && due.charge_failed_on === null)
        differ(
          event,
          enrollmentId,
          `Stripe declined the card for the due of ${dueOn} on warranty ${await named(enrollmentId)}, but the shop does not show the due declined.`,
        );
    } else if (event.type === 'customer.subscription.deleted') {
      const subscription = event.data.object;
      const enrollmentId = enrollmentIdOf(subscription.metadata);
      if (enrollmentId === null) continue;
      const row = await enrollment(enrollmentId);
      if (row && row.stripe_subscription_id === subscription.id && row.card_state !== 'ended')
        differ(
          event,
          enrollmentId,
          `Stripe ended the card subscription of warranty ${row.reference}, but the shop still shows its card charge on.`,
        );
    }
  }

  for (const { event, charge, paymentIntent } of refundedCharges) {
    const paid = dues.filter(
      (due) => due.payment_intent_id === paymentIntent && due.paid_by === 'card' && due.paid_on !== null,
    );
    const first = paid[0];
    if (first) {
      differ(
        event,
        first.enrollment_id,
        `Stripe refunded ${formatCents(charge.amount_refunded)} on warranty ${await named(first.enrollment_id)}, but the shop still has ${paid.length === 1 ? 'its due' : `its ${paid.length} dues`} paid.`,
      );
      continue;
    }
    // Known and no longer paid by that card payment: the refund was applied.
    if (dues.some((due) => due.payment_intent_id === paymentIntent)) continue;
    if (refunds.some((refund) => refund.payment_intent_id === paymentIntent)) continue;
    // Nothing in the shop knows this payment: ask Stripe whether it paid a warranty invoice.
    const payments = await deps.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      expand: ['data.invoice'],
      limit: 1,
    });
    const invoice = payments.data[0]?.invoice;
    if (!invoice || typeof invoice === 'string' || ('deleted' in invoice && invoice.deleted)) continue;
    const enrollmentId = invoiceEnrollmentId(invoice as Stripe.Invoice);
    if (enrollmentId === null) continue;
    differ(
      event,
      enrollmentId,
      `Stripe refunded ${formatCents(charge.amount_refunded)} of invoice ${idOf(invoice)} on warranty ${await named(enrollmentId)}, but the shop has not recorded that payment or its refund.`,
    );
  }
}

import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { DB } from '../../db/schema';
import { notifier } from '../notifications/notifications.service';
import type { Stripe } from '../payments/stripe-client';
import { updateCardPath } from './card-link';
import { cardDuesRepository } from './card-dues.repository';
import { subscriptionEndsAt } from './card-subscriptions';
import { isoDay } from './dues-schedule';
import { cardChargeFailedMail } from './warranty-mails';
import { formatCents } from '../../lib/money';

/** What the warranty's Stripe events need: the webhook's, plus the secret that signs card links. */
export type CardEventDeps = Deps & { cardLinkSecret: string };

/** Stripe sent an event the shop cannot place yet (its checkout has not arrived): retry later. */
export class WarrantyEventTooEarly extends Error {}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The enrolment a warranty checkout, subscription or invoice names in its metadata. */
export const enrollmentIdOf = (metadata: Stripe.Metadata | null | undefined) => {
  const id = Number(metadata?.enrollmentId);
  return metadata?.kind === 'warranty' && Number.isInteger(id) && id > 0 ? id : null;
};

/** The dues a checkout charged at once, as its metadata lists them ("12,13"). */
const dueIdsOf = (metadata: Stripe.Metadata | null | undefined) =>
  String(metadata?.dueIds ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

export const invoiceEnrollmentId = (invoice: Stripe.Invoice) =>
  enrollmentIdOf(invoice.parent?.subscription_details?.metadata);

/** The day a subscription invoice bills: the start of its subscription line's period (a due's day). */
export function billedDay(invoice: Stripe.Invoice): string | null {
  const line = invoice.lines.data.find((item) => item.parent?.type === 'subscription_item_details');
  return line ? isoDay(new Date(line.period.start * 1000)) : null;
}

/**
 * The Stripe calls a warranty event needs before its changes are written; when one fails the
 * event is not recorded and Stripe delivers it again. Resolves with what the changes need.
 */
export async function prepareWarrantyEvent(
  deps: CardEventDeps,
  event: Stripe.Event,
): Promise<{ paymentIntentId: string | null }> {
  const none = { paymentIntentId: null };
  const stripe = deps.stripe;
  if (!stripe) return none;
  const repo = cardDuesRepository(deps.database.db);
  if (event.type === 'checkout.session.completed') {
    // Checkout cannot say when a subscription ends: once made, it is told to end after the last due.
    const session = event.data.object;
    const enrollmentId = enrollmentIdOf(session.metadata);
    const subscription = idOf(session.subscription);
    if (session.mode !== 'subscription' || enrollmentId === null || !subscription) return none;
    const last = (await repo.lastDueOn(enrollmentId))?.last;
    if (last)
      await stripe.subscriptions.update(subscription, {
        cancel_at: subscriptionEndsAt(String(last)),
        proration_behavior: 'none',
      });
    return none;
  }
  if (event.type === 'invoice.paid') {
    // A refund names the payment, not the invoice: keep which payment paid the dues.
    const invoice = event.data.object;
    if (invoiceEnrollmentId(invoice) === null || !invoice.id || invoice.amount_paid === 0) return none;
    const payments = await stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 1 });
    return { paymentIntentId: idOf(payments.data[0]?.payment.payment_intent) };
  }
  if (event.type === 'charge.refunded') {
    const paymentIntent = idOf(event.data.object.payment_intent);
    if (!paymentIntent || event.data.object.metadata?.kind === 'order') return none;
    if (await repo.hasDuesPaidBy(paymentIntent)) return none;
    // Not known yet: if it paid a warranty invoice, its invoice.paid is still to come.
    const payments = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      expand: ['data.invoice'],
      limit: 1,
    });
    const invoice = payments.data[0]?.invoice;
    if (invoice && typeof invoice !== 'string' && !('deleted' in invoice && invoice.deleted)) {
      if (invoiceEnrollmentId(invoice as Stripe.Invoice) !== null)
        throw new WarrantyEventTooEarly(`no warranty due paid by ${paymentIntent} yet`);
    }
  }
  return none;
}

/** Work to do once the event's changes are committed. */
type AfterCommit = () => Promise<unknown>;

/**
 * Applies a warranty event inside the webhook's transaction (`trx`). Every change only moves a due
 * forward, so repeated and reordered events change nothing twice.
 */
export async function applyWarrantyEvent(
  trx: Kysely<DB>,
  deps: CardEventDeps,
  event: Stripe.Event,
  prepared: { paymentIntentId: string | null },
  at: string,
): Promise<AfterCommit[]> {
  const repo = cardDuesRepository(trx);
  const day = at.slice(0, 10);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const enrollmentId = enrollmentIdOf(session.metadata);
      const customer = idOf(session.customer);
      const subscription = idOf(session.subscription);
      if (enrollmentId === null || session.mode !== 'subscription' || !customer || !subscription) return [];
      await repo.linkSubscription(enrollmentId, customer, subscription);
      if (session.payment_status === 'paid') {
        await repo.payDues(enrollmentId, dueIdsOf(session.metadata), {
          paidOn: day,
          paidAt: at,
          invoiceId: idOf(session.invoice) ?? `checkout:${session.id}`,
          paymentIntentId: null,
        });
      }
      return [];
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const enrollmentId = invoiceEnrollmentId(invoice);
      if (enrollmentId === null || !invoice.id) return [];
      await linkFromInvoice(repo, enrollmentId, invoice);
      if (invoice.billing_reason === 'subscription_create') {
        // The dues checkout charged at once (the checkout's own event may have recorded them first).
        const payment = { paidOn: day, paidAt: at, invoiceId: invoice.id };
        const ids = dueIdsOf(invoice.parent?.subscription_details?.metadata);
        await repo.payDues(enrollmentId, ids, { ...payment, paymentIntentId: prepared.paymentIntentId });
        if (prepared.paymentIntentId) await repo.setInvoicePayment(invoice.id, prepared.paymentIntentId);
        return [];
      }
      const dueOn = billedDay(invoice);
      if (!dueOn) return [];
      const paid = await repo.payMonthlyDue(enrollmentId, dueOn, {
        paidOn: day,
        paidAt: at,
        invoiceId: invoice.id,
        paymentIntentId: prepared.paymentIntentId,
      });
      if (!paid) deps.log.info({ enrollmentId, dueOn, invoice: invoice.id }, 'card paid a due already paid');
      await repo.recoverIfNoFailedCharge(enrollmentId);
      return [];
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const enrollmentId = invoiceEnrollmentId(invoice);
      const dueOn = billedDay(invoice);
      if (enrollmentId === null || invoice.billing_reason !== 'subscription_cycle' || !dueOn) return [];
      await linkFromInvoice(repo, enrollmentId, invoice);
      if (!(await repo.chargeFailed(enrollmentId, dueOn, day))) return [];
      return tellChargeFailed(trx, deps, enrollmentId, dueOn, invoice.amount_due);
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      if (enrollmentIdOf(subscription.metadata) !== null) await repo.endSubscription(subscription.id);
      return [];
    }
    case 'charge.refunded': {
      const paymentIntent = idOf(event.data.object.payment_intent);
      if (paymentIntent && event.data.object.refunded) await repo.refund(paymentIntent, day);
      return [];
    }
    default:
      return [];
  }
}

/** An invoice can arrive before its checkout's event: it names the customer and subscription too. */
async function linkFromInvoice(
  repo: ReturnType<typeof cardDuesRepository>,
  enrollmentId: number,
  invoice: Stripe.Invoice,
) {
  const customer = idOf(invoice.customer as string | { id: string } | null);
  const subscription = idOf(invoice.parent?.subscription_details?.subscription);
  if (customer && subscription) await repo.linkSubscription(enrollmentId, customer, subscription);
}

/** In the app (an account with the enrolment's address) and by e-mail, in the same transaction. */
async function tellChargeFailed(
  trx: Kysely<DB>,
  deps: CardEventDeps,
  enrollmentId: number,
  dueOn: string,
  amountCents: number,
): Promise<AfterCommit[]> {
  const repo = cardDuesRepository(trx);
  const row = await repo.findEnrollment(enrollmentId);
  if (!row) return [];
  const link = updateCardPath(deps.cardLinkSecret, row.id);
  const amount = amountCents > 0 ? amountCents : row.monthly_charge_cents;
  const users = await repo.activeUserIdsWithEmail(row.email);
  for (const userId of users) {
    await notifier(trx, deps.now).toUser(userId, {
      type: 'warranty_payment_failed',
      title: 'Warranty payment failed: update your card',
      message: `Your card was declined for the ${formatCents(amount)} due of ${dueOn} on warranty ${row.reference}. Update your card so it can be paid.`,
      link,
    });
  }
  await deps.mailer.enqueue(
    trx,
    cardChargeFailedMail(deps.config.publicUrl, row, { due_on: dueOn, amount_cents: amount }, link),
  );
  return [async () => deps.mailer.kick()];
}

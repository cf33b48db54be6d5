import { sitePaths } from '@idl/api-contract';
import type { Deps } from '../../deps';
import { formatCents } from '../../lib/money';
import { notifier } from '../notifications/notifications.service';
import { reconciliationRepository } from './reconciliation.repository';
import { findWarrantyDifferences, warrantyEnrollmentOf } from './stripe-check-warranty';
import type { Stripe } from './stripe-client';

/** The events the shop's webhook endpoint is set up to receive (README, "Getting paid"). */
export const CHECKED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'charge.refunded',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.deleted',
] as const;

const LOOK_BACK_DAYS = 3;
/** Past this many orders in one run, one more notice says how many were left out. */
const MAX_NOTICES = 10;

export interface PaymentDifference {
  eventId: string;
  eventType: string;
  orderId: number | null;
  /** Set when the difference is a warranty enrolment's (dues by card). */
  enrollmentId?: number;
  problem: string;
}

/** The shop's deps, with Stripe present: the check runs only when the shop takes cards. */
export type StripeCheckDeps = Deps & { stripe: Stripe };

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const orderIdOf = (metadata: Stripe.Metadata | null | undefined) =>
  metadata?.kind === 'order' && Number.isInteger(Number(metadata.orderId)) ? Number(metadata.orderId) : null;

/**
 * Compares Stripe's events of the last three days with the shop's records: every event reached
 * the webhook, every paid checkout's order is paid with the same amount, every refund is recorded,
 * and the warranty's dues show what Stripe charged, declined, refunded and ended. Throws when Stripe cannot be asked (the caller tries again later).
 */
export async function findPaymentDifferences(deps: StripeCheckDeps, now: Date): Promise<PaymentDifference[]> {
  const gte = Math.floor(now.getTime() / 1000) - LOOK_BACK_DAYS * 24 * 60 * 60;
  const events: Stripe.Event[] = [];
  for await (const event of deps.stripe.events.list({
    created: { gte },
    types: [...CHECKED_EVENT_TYPES],
    limit: 100,
  }))
    events.push(event);

  const repo = reconciliationRepository(deps.database.db);
  const recorded = await repo.recordedStripeEventIds(events.map((event) => event.id));
  const paidSessions: { event: Stripe.Event; session: Stripe.Checkout.Session; orderId: number }[] = [];
  const refundedCharges: { event: Stripe.Event; charge: Stripe.Charge; paymentIntent: string }[] = [];
  const differences: PaymentDifference[] = [];
  const differ = (event: Stripe.Event, orderId: number | null, problem: string) =>
    differences.push({ eventId: event.id, eventType: event.type, orderId, problem });
  const differForWarranty = (event: Stripe.Event, enrollmentId: number, problem: string) =>
    differences.push({ eventId: event.id, eventType: event.type, orderId: null, enrollmentId, problem });

  for (const event of events) {
    let orderId: number | null = null;
    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      const session = event.data.object;
      orderId = orderIdOf(session.metadata);
      if (orderId !== null && session.payment_status === 'paid')
        paidSessions.push({ event, session, orderId });
    } else if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      orderId = orderIdOf(charge.metadata);
      const paymentIntent = idOf(charge.payment_intent);
      if (paymentIntent && charge.refunded) refundedCharges.push({ event, charge, paymentIntent });
    }
    if (!recorded.has(event.id)) {
      const missed = `Stripe's ${event.type} event ${event.id} never reached the shop.`;
      const enrollmentId = warrantyEnrollmentOf(event);
      if (enrollmentId === null) differ(event, orderId, missed);
      else differForWarranty(event, enrollmentId, missed);
    }
  }

  const orders = await repo.ordersPayments(
    paidSessions.map((paid) => paid.orderId),
    refundedCharges.map((refunded) => refunded.paymentIntent),
  );
  for (const { event, session, orderId } of paidSessions) {
    const order = orders.find((row) => row.id === orderId);
    const took = formatCents(session.amount_total ?? 0);
    if (!order)
      differ(event, orderId, `Stripe took ${took} for order #${orderId}, which the shop does not have.`);
    else if (order.payment_state === 'awaiting_payment')
      differ(
        event,
        orderId,
        `Stripe took ${took} for order #${orderId}, but the shop still awaits its payment.`,
      );
    else if (order.total_cents !== session.amount_total)
      differ(
        event,
        orderId,
        `Stripe took ${took} for order #${orderId}, whose total is ${formatCents(order.total_cents)}.`,
      );
  }
  const notOrders: typeof refundedCharges = [];
  for (const { event, charge, paymentIntent } of refundedCharges) {
    const order = orders.find((row) => row.payment_intent_id === paymentIntent);
    const refunded = formatCents(charge.amount_refunded);
    if (!order) {
      const named = orderIdOf(charge.metadata);
      if (named === null) notOrders.push({ event, charge, paymentIntent });
      else
        differ(
          event,
          named,
          `Stripe refunded ${refunded} of order #${named}, which the shop has not seen paid.`,
        );
    } else if (order.payment_state !== 'refunded')
      differ(
        event,
        order.id,
        `Stripe refunded ${refunded} of order #${order.id}, but the shop has no refund.`,
      );
    else if (order.refunded_cents !== charge.amount_refunded)
      differ(
        event,
        order.id,
        `Stripe refunded ${refunded} of order #${order.id}; the shop recorded ${formatCents(order.refunded_cents ?? 0)}.`,
      );
  }
  await findWarrantyDifferences(deps, events, notOrders, differForWarranty);
  // A refund's event does not name its enrolment; the comparison above found it.
  const enrolmentOfEvent = new Map(
    differences.flatMap((d) => (d.enrollmentId === undefined ? [] : [[d.eventId, d.enrollmentId] as const])),
  );
  for (const difference of differences) {
    const enrollmentId = enrolmentOfEvent.get(difference.eventId);
    if (difference.orderId === null && enrollmentId !== undefined) difference.enrollmentId = enrollmentId;
  }
  return differences;
}

const groupOf = (difference: PaymentDifference) =>
  difference.orderId !== null
    ? `order ${difference.orderId}`
    : difference.enrollmentId !== undefined
      ? `enrolment ${difference.enrollmentId}`
      : difference.eventId;

/** Tells the administrators, one notice per order or enrolment (or per event without one). */
async function reportDifferences(deps: Deps, differences: PaymentDifference[]) {
  const byOrder = new Map<string, PaymentDifference[]>();
  for (const difference of differences) {
    const key = groupOf(difference);
    byOrder.set(key, [...(byOrder.get(key) ?? []), difference]);
  }
  const groups = [...byOrder.values()];
  const shown = groups.length > MAX_NOTICES ? groups.slice(0, MAX_NOTICES - 1) : groups;
  const notify = notifier(deps.database.db, deps.now);
  for (const group of shown) {
    const orderId = group[0]?.orderId ?? null;
    const enrollmentId = group[0]?.enrollmentId;
    await notify.toAdmins({
      type: 'payments_mismatch',
      title: 'Payments need a look',
      message: group.map((difference) => difference.problem).join(' '),
      ...(orderId === null ? {} : { orderId }),
      ...(enrollmentId === undefined ? {} : { link: sitePaths.admin.enrollment(enrollmentId) }),
    });
  }
  if (shown.length < groups.length) {
    await notify.toAdmins({
      type: 'payments_mismatch',
      title: 'Payments need a look',
      message: `${groups.length - shown.length} more orders, enrolments or events differ between Stripe and the shop; the server log lists them.`,
    });
  }
}

/**
 * One daily check, as of `deps.now()`: differences are logged and told to the administrators. Never
 * throws; `ok` is false when Stripe (or the database) could not be read, so the schedule tries again
 * sooner.
 */
export async function runStripeCheck(
  deps: StripeCheckDeps,
): Promise<{ ok: true; differences: PaymentDifference[] } | { ok: false }> {
  try {
    const differences = await findPaymentDifferences(deps, deps.now());
    for (const difference of differences) deps.log.warn({ difference }, 'Stripe and the shop disagree');
    if (differences.length > 0) await reportDifferences(deps, differences);
    else deps.log.info('Stripe and the shop agree on the last days’ payments');
    return { ok: true, differences };
  } catch (err) {
    deps.log.warn({ err }, 'the daily Stripe check could not run; trying again later');
    return { ok: false };
  }
}

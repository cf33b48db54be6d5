import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { DB } from '../../db/schema';
import { notifier } from '../notifications/notifications.service';
import {
  applyWarrantyEvent,
  prepareWarrantyEvent,
  WarrantyEventTooEarly,
  type CardEventDeps,
} from '../warranty/card-events';
import { ordersRepository } from '../orders/orders.repository';
import { markOrderRefunded } from './order-refunds';
import { orderPayments } from './order-payments';
import { orderPaymentsRepository } from './order-payments.repository';
import type { Stripe } from './stripe-client';

/** Stripe sent an event the shop cannot place yet (e.g. a refund before its payment): retry later. */
export class NotReadyYet extends Error {}

/** Work to do once the event's changes are committed (e-mails, a refund). */
type AfterCommit = () => Promise<unknown>;

async function orderPaid(trx: Kysely<DB>, deps: Deps, session: Stripe.Checkout.Session, at: string) {
  if (session.payment_status !== 'paid') return [];
  const orderId = Number(session.metadata?.orderId);
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const repo = ordersRepository(trx, deps.database.kind, deps.now);
  const order = await repo.findOrder(orderId);
  if (!order) return [];
  const paid = await orderPaymentsRepository(trx).markPaid(order.id, at, paymentIntent);
  if (!paid) return []; // already paid (or refunded): nothing to do
  if (order.status === 'Cancelled') {
    // Paid after it was cancelled: the money goes straight back.
    return [
      async () => {
        const refund = await orderPayments(deps).refund({ id: order.id, payment_intent_id: paymentIntent });
        if (refund.status === 'succeeded')
          await markOrderRefunded(deps, { orderId: order.id, amountCents: refund.amount });
      },
    ];
  }
  if (order.status === 'Pending' && (await repo.moveStatus(order.id, 'Pending', 'In Progress', {}))) {
    await repo.insertEvent(order.id, 'In Progress', at);
  }
  const notify = notifier(trx, deps.now);
  await notify.toUser(order.user_id, {
    type: 'order_status',
    title: 'Order In Progress',
    message: `We received your card payment for order #${order.id}; it is confirmed and being prepared.`,
    orderId: order.id,
  });
  return [];
}

async function chargeRefunded(
  trx: Kysely<DB>,
  deps: Deps,
  charge: Stripe.Charge,
  at: string,
): Promise<AfterCommit[] | null> {
  const paymentIntent =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  if (!paymentIntent) return [];
  const order = await orderPaymentsRepository(trx).findByPaymentIntent(paymentIntent);
  if (!order) {
    if (charge.metadata?.kind === 'order') throw new NotReadyYet(`no order paid by ${paymentIntent} yet`);
    return null; // not an order's: perhaps a warranty due's
  }
  if (!charge.refunded) return []; // a partial refund: the shop only makes full ones
  return [() => markOrderRefunded(deps, { orderId: order.id, amountCents: charge.amount_refunded, at })];
}

/**
 * Applies one verified Stripe event exactly once: its id is recorded in the same transaction as
 * its effects, so a repeated delivery finds it and does nothing. Out-of-order events are harmless:
 * each only moves a payment forward (awaiting → paid → refunding → refunded).
 */
export async function applyStripeEvent(
  deps: CardEventDeps,
  event: Stripe.Event,
): Promise<'applied' | 'duplicate'> {
  const { db } = deps.database;
  const receivedAt = deps.now().toISOString();
  const at = new Date(event.created * 1000).toISOString();
  const object = event.data.object as { id?: string };
  if (await orderPaymentsRepository(db).isStripeEventRecorded(event.id)) return 'duplicate';
  let prepared: Awaited<ReturnType<typeof prepareWarrantyEvent>>;
  try {
    prepared = await prepareWarrantyEvent(deps, event);
  } catch (err) {
    // Stripe could not be asked (or the event came too early): unrecorded, it is delivered again.
    deps.log.warn({ err, event: event.id }, 'Stripe event left for a later delivery');
    throw new NotReadyYet(`event ${event.id} needs Stripe, which did not answer`);
  }
  const outcome = await db
    .transaction()
    .execute(async (trx) => {
      const recorded = await orderPaymentsRepository(trx).recordStripeEvent({
        id: event.id,
        type: event.type,
        objectId: object.id ?? '',
        createdAt: at,
        receivedAt,
      });
      if (!recorded) return { duplicate: true as const, after: [] as AfterCommit[] };
      let after: AfterCommit[] = [];
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          if (event.data.object.metadata?.kind === 'order')
            after = await orderPaid(trx, deps, event.data.object, at);
          else after = await applyWarrantyEvent(trx, deps, event, prepared, at);
          break;
        case 'charge.refunded':
          after =
            (await chargeRefunded(trx, deps, event.data.object, at)) ??
            (await applyWarrantyEvent(trx, deps, event, prepared, at));
          break;
        default:
          // Invoices and subscriptions are the warranty's; anything else is recorded for reconciliation.
          after = await applyWarrantyEvent(trx, deps, event, prepared, at);
          break;
      }
      return { duplicate: false as const, after };
    })
    .catch((error: unknown) => {
      if (error instanceof WarrantyEventTooEarly) throw new NotReadyYet(error.message);
      throw error;
    });
  for (const task of outcome.after) {
    await task().catch((err: unknown) => deps.log.error({ err, event: event.id }, 'after Stripe event'));
  }
  return outcome.duplicate ? 'duplicate' : 'applied';
}

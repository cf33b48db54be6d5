import type { Deps } from '../../deps';
import { runPeriodically } from '../../lib/periodic';
import { notifier } from '../notifications/notifications.service';
import { queueOrderEmail } from './order-context';
import { orderExpiredEmail } from './order-emails';
import { putBackStock } from './order-status.service';
import { ordersRepository } from './orders.repository';

const BATCH = 50;
const SWEEP_EVERY_MS = 60_000;

/**
 * Cancels every order still awaiting payment `holdMinutes` after it was placed: its stock goes
 * back on the shelf and the buyer is told (notification and e-mail, in the same transaction). A
 * card payment that still arrives for it is refunded by the Stripe webhook. Returns the ids
 * cancelled.
 */
export async function expireUnpaidOrders(deps: Deps, holdMinutes: number, now: Date): Promise<number[]> {
  if (holdMinutes <= 0) return [];
  const { db, kind } = deps.database;
  const cutoff = new Date(now.getTime() - holdMinutes * 60_000).toISOString();
  const cancelled: number[] = [];
  for (;;) {
    const due = await ordersRepository(db, kind, deps.now).unpaidPlacedBefore(cutoff, BATCH);
    for (const orderId of due) {
      const done = await db.transaction().execute(async (trx) => {
        const repo = ordersRepository(trx, kind, deps.now);
        // Paid or cancelled by someone else since the read: the guarded move refuses, and we skip it.
        const order = await repo.findOrder(orderId);
        if (!order || order.payment_state !== 'awaiting_payment') return false;
        if (!(await repo.moveStatus(orderId, 'Pending', 'Cancelled', {}))) return false;
        await repo.insertEvent(orderId, 'Cancelled', now.toISOString());
        await putBackStock(repo, orderId);
        await notifier(trx, deps.now).toUser(order.user_id, {
          type: 'order_status',
          title: 'Order Cancelled',
          message: `Your order #${orderId} was cancelled because its payment did not arrive in time.`,
          orderId,
        });
        await queueOrderEmail(trx, deps, orderId, orderExpiredEmail(holdMinutes));
        return true;
      });
      if (done) cancelled.push(orderId);
    }
    if (due.length < BATCH) break;
  }
  if (cancelled.length > 0) {
    deps.mailer.kick();
    deps.log.info({ orders: cancelled }, 'unpaid orders cancelled after the hold');
  }
  return cancelled;
}

/** Runs the sweep every minute while the server runs; returns a function that stops it. */
export function scheduleUnpaidOrderExpiry(deps: Deps): () => void {
  const holdMinutes = deps.config.unpaidOrderHoldMinutes;
  if (holdMinutes <= 0) return () => undefined;
  return runPeriodically(
    SWEEP_EVERY_MS,
    () => expireUnpaidOrders(deps, holdMinutes, deps.now()),
    (err) => deps.log.warn({ err }, 'unpaid order sweep failed; trying again in a minute'),
  );
}

import type { Deps } from '../../deps';
import { notifier } from '../notifications/notifications.service';
import { queueOrderEmail } from '../orders/order-context';
import { orderRefundedEmail } from '../orders/order-emails';
import { orderPaymentsRepository } from './order-payments.repository';

/**
 * Records that an order's card payment came back to the buyer, and tells them (in-app and by
 * e-mail) once: whichever of the refund's answer and Stripe's webhook arrives first does it.
 */
export async function markOrderRefunded(
  deps: Deps,
  refund: { orderId: number; amountCents: number; at?: string },
): Promise<boolean> {
  const { db } = deps.database;
  const at = refund.at ?? deps.now().toISOString();
  const order = await db.transaction().execute(async (trx) => {
    const updated = await orderPaymentsRepository(trx).markRefunded(refund.orderId, at, refund.amountCents);
    if (!updated) return undefined;
    await notifier(trx, deps.now).toUser(updated.user_id, {
      type: 'order_status',
      title: 'Order refunded',
      message: `Your payment for order #${updated.id} was refunded to your card.`,
      orderId: updated.id,
    });
    await queueOrderEmail(trx, deps, updated.id, orderRefundedEmail);
    return updated;
  });
  if (!order) return false;
  deps.mailer.kick();
  return true;
}

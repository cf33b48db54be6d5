import {
  canMoveOrder,
  orderStatusMoves,
  trackingSteps,
  trackingStepStatus,
  type Order,
} from '@idl/api-contract';
import type { Selectable } from 'kysely';
import type { Deps } from '../../deps';
import type { OrdersTable, OrderStatus, TrackingStep } from '../../db/tables/commerce';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { notifier } from '../notifications/notifications.service';
import { loadOrderDetail, queueOrderEmail } from './order-context';
import { orderCancelledEmail, orderShippedEmail } from './order-emails';
import { orderPayments } from '../payments/order-payments';
import { orderPaymentsRepository } from '../payments/order-payments.repository';
import { markOrderRefunded } from '../payments/order-refunds';
import { ordersRepository } from './orders.repository';

type MovingOrder = Pick<Selectable<OrdersTable>, 'status' | 'payment_provider' | 'payment_state'>;

/**
 * Why an admin may not move this order to `to` (the answer's message), or undefined when the move
 * is allowed: the contract's table of moves, and a card order waits for Stripe to report it paid.
 */
function refusal(order: MovingOrder, to: OrderStatus): string | undefined {
  if (!canMoveOrder(order.status, to)) return `An order that is ${order.status} cannot be moved to ${to}`;
  if (to === 'In Progress' && order.payment_provider === 'card' && order.payment_state !== 'paid') {
    return 'A card order moves to In Progress by itself once Stripe reports the payment; it has not been paid yet.';
  }
  return undefined;
}

/** The statuses an admin can move this order to now: what the admin screens offer. */
export function nextStatuses(order: MovingOrder): OrderStatus[] {
  return orderStatusMoves[order.status].filter((to) => refusal(order, to) === undefined);
}

/** The order as an admin sees it: with the moves it can make now. */
export function withNextStatuses(loaded: { row: MovingOrder; detail: Order }): Order {
  return { ...loaded.detail, nextStatuses: nextStatuses(loaded.row) };
}

/** The event a move records: the tracking step its status stands for, or the cancellation. */
function eventStepOf(status: OrderStatus): TrackingStep {
  return trackingSteps.find((step) => trackingStepStatus[step] === status) ?? 'Cancelled';
}

const customerMessages: Record<OrderStatus, string> = {
  Pending: 'is pending',
  'In Progress': 'is confirmed and being prepared',
  Shipped: 'has been shipped',
  Completed: 'has been delivered',
  Cancelled: 'was cancelled',
};

/**
 * A cancelled order's units go back on the shelf, in product (then option) order so concurrent
 * cancellations and orders lock rows in the same order.
 */
export async function putBackStock(repo: ReturnType<typeof ordersRepository>, orderId: number) {
  const lines = (await repo.findLines([orderId])).sort(
    (a, b) =>
      (a.product_id ?? 0) - (b.product_id ?? 0) || (a.option_value_id ?? 0) - (b.option_value_id ?? 0),
  );
  for (const line of lines) {
    if (line.product_id === null) continue; // the product was deleted since
    await repo.putBackProductStock(line.product_id, line.quantity);
    if (line.option_value_id !== null) await repo.putBackOptionStock(line.option_value_id, line.quantity);
  }
}

export function orderStatusService(deps: Deps) {
  const { db, kind } = deps.database;

  return {
    async change(
      adminId: number,
      orderId: number,
      change: {
        status: OrderStatus;
        trackingId?: string | undefined;
        expectedDeliveryDate?: string | undefined;
      },
    ): Promise<Order> {
      // A paid card order is refunded before it is cancelled: if Stripe refuses, nothing changes.
      let refund: Awaited<ReturnType<ReturnType<typeof orderPayments>['refund']>> | undefined;
      if (change.status === 'Cancelled') {
        const current = await ordersRepository(db, kind, deps.now).findOrder(orderId);
        if (
          current &&
          canMoveOrder(current.status, 'Cancelled') &&
          current.payment_provider === 'card' &&
          current.payment_state === 'paid'
        ) {
          refund = await orderPayments(deps).refund(current);
        }
      }
      await db.transaction().execute(async (trx) => {
        const repo = ordersRepository(trx, kind, deps.now);
        const order = await repo.findOrder(orderId);
        if (!order) throw notFound('This order');
        const refused = refusal(order, change.status);
        if (refused) throw conflict(refused);
        if (change.status === 'Shipped' && !change.trackingId) {
          throw badRequest('trackingId: a tracking id is required to mark an order shipped', [
            { field: 'trackingId', message: 'Required when the order is shipped' },
          ]);
        }
        const moved = await repo.moveStatus(order.id, order.status, change.status, {
          ...(change.trackingId ? { tracking_id: change.trackingId } : {}),
          ...(change.expectedDeliveryDate ? { expected_delivery_date: change.expectedDeliveryDate } : {}),
        });
        // Someone else moved it between our read and write: refuse instead of acting twice.
        if (!moved) throw conflict('This order was just changed by someone else. Reload it and try again.');
        const now = deps.now().toISOString();
        await repo.insertEvent(order.id, eventStepOf(change.status), now);
        // The admin confirming a Pending transfer order is the shop receiving its payment.
        if (change.status === 'In Progress' && order.payment_state === 'awaiting_payment') {
          await orderPaymentsRepository(trx).markPaid(order.id, now);
        }
        if (refund) {
          await orderPaymentsRepository(trx).markRefunding(order.id, refund.id, refund.amount);
        }

        if (change.status === 'Cancelled') await putBackStock(repo, order.id);
        await notifier(trx, deps.now).toUser(order.user_id, {
          type: 'order_status',
          title: `Order ${change.status}`,
          message: `Your order #${order.id} ${customerMessages[change.status]}.`,
          orderId: order.id,
        });
        if (change.status === 'Shipped') await queueOrderEmail(trx, deps, order.id, orderShippedEmail);
        if (change.status === 'Cancelled') await queueOrderEmail(trx, deps, order.id, orderCancelledEmail);
      });
      deps.mailer.kick();

      if (refund?.status === 'succeeded') {
        await markOrderRefunded(deps, { orderId, amountCents: refund.amount });
      }
      const loaded = await loadOrderDetail(db, deps, orderId, adminId);
      if (!loaded) throw notFound('This order');
      return withNextStatuses(loaded);
    },
  };
}

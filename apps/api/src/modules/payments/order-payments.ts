import { sitePaths, siteUrl } from '@idl/api-contract';
import type { Selectable } from 'kysely';
import type { Deps } from '../../deps';
import type { OrdersTable } from '../../db/tables/commerce';
import { AppError, conflict } from '../../lib/app-error';
import { orderPaymentsRepository } from './order-payments.repository';
import type { Stripe } from './stripe-client';

type OrderRow = Selectable<OrdersTable>;

const providerDown = (what: string) =>
  new AppError(
    502,
    'PAYMENT_PROVIDER_ERROR',
    `${what} Our card processor did not answer; nothing was charged or changed. Please try again in a moment.`,
  );

export function requireStripe(deps: Pick<Deps, 'stripe'>): Stripe {
  if (!deps.stripe) throw conflict('This shop does not take cards; choose a manual transfer.');
  return deps.stripe;
}

/** Card payments of orders through Stripe: the hosted Checkout page and refunds. */
export function orderPayments(deps: Deps) {
  const { db } = deps.database;
  return {
    /** Opens a Stripe Checkout page for the order's total; returns its address. */
    async startCheckout(order: Pick<OrderRow, 'id' | 'total_cents' | 'buyer_email'>): Promise<string> {
      const stripe = requireStripe(deps);
      // Back to the order's page (the contract's route table), saying how the payment went.
      const back = (outcome: 'success' | 'cancelled') =>
        `${siteUrl(deps.config.publicUrl, sitePaths.orderInfo(order.id))}&payment=${outcome}`;
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: order.total_cents,
                product_data: { name: `Interdental Lab order #${order.id}` },
              },
            },
          ],
          client_reference_id: String(order.id),
          customer_email: order.buyer_email,
          metadata: { kind: 'order', orderId: String(order.id) },
          payment_intent_data: { metadata: { kind: 'order', orderId: String(order.id) } },
          success_url: back('success'),
          cancel_url: back('cancelled'),
        });
      } catch (err) {
        deps.log.error({ err, orderId: order.id }, 'Stripe Checkout session failed');
        throw providerDown('The card payment page could not be opened.');
      }
      if (!session.url) throw providerDown('The card payment page could not be opened.');
      await orderPaymentsRepository(db).setCheckoutSession(order.id, session.id);
      return session.url;
    },

    /**
     * Refunds a card order in full. The same order is never refunded twice (Stripe's idempotency
     * key). Resolves with the refund; Stripe's `charge.refunded` webhook confirms it too.
     */
    async refund(order: Pick<OrderRow, 'id' | 'payment_intent_id'>) {
      const stripe = requireStripe(deps);
      if (!order.payment_intent_id) throw conflict('This order has no card payment to refund.');
      try {
        return await stripe.refunds.create(
          { payment_intent: order.payment_intent_id, metadata: { kind: 'order', orderId: String(order.id) } },
          { idempotencyKey: `refund-order-${order.id}` },
        );
      } catch (err) {
        deps.log.error({ err, orderId: order.id }, 'Stripe refund failed');
        throw providerDown('The refund could not be made, so the order was not cancelled.');
      }
    },
  };
}

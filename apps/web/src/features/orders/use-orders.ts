import { type Order, type PlaceOrderBody, ordersEndpoints } from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { cartKey } from '../cart/use-cart';
import { useSession } from '../session/session';

export const ordersKeys = {
  mine: ['orders', 'mine'] as const,
  one: (orderId: number) => ['orders', 'one', orderId] as const,
};

/** The signed-in user's orders, newest first (the page splits them into tabs). */
export function useMyOrders() {
  const { status } = useSession();
  return useQuery({
    queryKey: ordersKeys.mine,
    queryFn: ({ signal }) => api.call(ordersEndpoints.mine, { signal }),
    enabled: status === 'authenticated',
  });
}

export function useOrder(orderId: number, options: { awaitingCard?: boolean } = {}) {
  const { status } = useSession();
  return useQuery({
    queryKey: ordersKeys.one(orderId),
    queryFn: ({ signal }) => api.call(ordersEndpoints.order, { params: { orderId }, signal }),
    enabled: status === 'authenticated' && Number.isInteger(orderId) && orderId > 0,
    // Back from Stripe: the payment is confirmed by Stripe's webhook, a moment later; look again.
    refetchInterval: (query) =>
      options.awaitingCard && query.state.data?.payment?.state === 'awaiting_payment' ? 2000 : false,
  });
}

/** Opens Stripe's page for an unpaid card order (from the order page or My Orders). */
export function usePayOrderByCard() {
  return useMutation({
    mutationFn: (orderId: number) => api.call(ordersEndpoints.checkout, { params: { orderId } }),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
}

/**
 * Places the order from the cart. The caller passes one idempotency key per attempt to buy this
 * cart, so a retried request (double click, lost answer) cannot create a second order.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceOrderBody; idempotencyKey: string }) =>
      api.call(ordersEndpoints.place, { body, headers: { 'idempotency-key': idempotencyKey } }),
    onSuccess: (order: Order) => {
      // The server empties the cart with the order.
      queryClient.setQueryData(cartKey, { items: [], totalAmount: 0, salesTax: 0, grandTotal: 0 });
      queryClient.setQueryData(ordersKeys.one(order.orderId), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.mine });
    },
  });
}

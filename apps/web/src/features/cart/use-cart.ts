import { type AddToCartBody, type Cart, cartEndpoints } from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useSession } from '../session/session';

export const cartKey = ['cart'] as const;

/**
 * The signed-in user's cart. Every change answers with the whole cart, which replaces the cached
 * one: no refetch after a change, so no refetch loop (the spec's old front end had one).
 */
export function useCart() {
  const { status } = useSession();
  return useQuery({
    queryKey: cartKey,
    queryFn: ({ signal }) => api.call(cartEndpoints.cart, { signal }),
    enabled: status === 'authenticated',
  });
}

function useCartChange<TVariables>(send: (variables: TVariables) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (cart) => queryClient.setQueryData(cartKey, cart),
  });
}

/** Adds a product (the server takes name and price from the catalogue). */
export const useAddToCart = () =>
  useCartChange((item: Pick<AddToCartBody, 'productId' | 'quantity' | 'optionValue'>) =>
    api.call(cartEndpoints.add, { body: item }),
  );

/** Sets a line's quantity; 0 removes the line. */
export const useSetCartQuantity = () =>
  useCartChange(({ cartItemId, quantity }: { cartItemId: number; quantity: number }) =>
    api.call(cartEndpoints.update, { params: { id: cartItemId }, body: { cartItemId, quantity } }),
  );

/** The buyer has seen the cart's new prices: the lines stop reporting the earlier ones. */
export const useAcknowledgeCartPrices = () => useCartChange(() => api.call(cartEndpoints.acknowledgePrices));

export const useRemoveFromCart = () =>
  useCartChange((cartItemId: number) => api.call(cartEndpoints.remove, { params: { id: cartItemId } }));

/** How many items the cart holds (for the header badge). */
export const cartCount = (cart: Cart | undefined) =>
  cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;

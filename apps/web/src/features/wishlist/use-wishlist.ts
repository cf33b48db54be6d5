import { type Wishlist, wishlistEndpoints } from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useSession } from '../session/session';

export const wishlistKey = ['wishlist'] as const;

export function useWishlist() {
  const { status } = useSession();
  return useQuery({
    queryKey: wishlistKey,
    queryFn: ({ signal }) => api.call(wishlistEndpoints.wishlist, { signal }),
    enabled: status === 'authenticated',
  });
}

function useWishlistChange<TVariables>(send: (variables: TVariables) => Promise<Wishlist>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistKey, wishlist),
  });
}

export const useAddToWishlist = () =>
  useWishlistChange((productId: number) => api.call(wishlistEndpoints.add, { body: { productId } }));

export const useRemoveFromWishlist = () =>
  useWishlistChange((wishlistItemId: number) =>
    api.call(wishlistEndpoints.remove, { params: { id: wishlistItemId } }),
  );

/** The wishlist line holding a product, if any (the heart toggle needs its id to remove it). */
export const wishlistLineFor = (wishlist: Wishlist | undefined, productId: number) =>
  wishlist?.items.find((item) => item.productId === productId);

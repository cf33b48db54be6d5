import { toast } from '@idl/design-system';
import { useRef } from 'react';
import { useAddToCart } from '../../features/cart/use-cart';
import { useShell } from '../../features/shell/shell';
import { errorMessage } from '../../app/error-message';
import {
  useAddToWishlist,
  useRemoveFromWishlist,
  useWishlist,
  wishlistLineFor,
} from '../../features/wishlist/use-wishlist';

/** Presses of one Add to Cart closer than this are one double click (the usual system setting). */
const DOUBLE_CLICK_MS = 500;

export interface AddToCartRequest {
  productId: number;
  quantity?: number;
  optionValue?: string;
  /** Which button asked (a double click is two presses of the same one): 'add' by default. */
  via?: 'add' | 'buyNow';
}

/**
 * What a product card or page lets a shopper do: wish a product (heart) and add it to the cart,
 * with the spec's toasts. Logged out, both open the Account Required modal instead.
 */
export function useProductActions() {
  const shell = useShell();
  const wishlist = useWishlist();
  const addToWishlist = useAddToWishlist();
  const removeFromWishlist = useRemoveFromWishlist();
  const addToCart = useAddToCart();
  // A double click is two presses, and the first add can be answered before the second comes: one
  // add at a time, and a second press of the same product inside a double click's time is ignored.
  const adding = useRef(false);
  const lastAdd = useRef<{ key: string; at: number } | null>(null);

  const wishlistedIds = wishlist.data?.items.map((item) => item.productId) ?? [];

  const setWishlisted = (productId: number, wished: boolean) =>
    shell.requireAccount(() => {
      if (wished) {
        addToWishlist.mutate(productId, {
          onSuccess: () => toast.success('Added to Wishlist !'),
          onError: (error) => toast.error(errorMessage(error)),
        });
        return;
      }
      const line = wishlistLineFor(wishlist.data, productId);
      if (!line) return;
      removeFromWishlist.mutate(line.id, {
        onSuccess: () => toast.success('Product Removed From Wishlist !'),
        onError: (error) => toast.error(errorMessage(error)),
      });
    });

  /** Adds to the cart; resolves true when the server took it. */
  const add = async ({
    productId,
    quantity = 1,
    optionValue,
    via = 'add',
  }: AddToCartRequest): Promise<boolean> => {
    const signedIn = await new Promise<boolean>((resolve) =>
      shell.requireAccount(
        () => resolve(true),
        () => resolve(false),
      ),
    );
    if (!signedIn) return false;
    const key = `${via}:${productId}:${optionValue ?? ''}`;
    const now = Date.now();
    if (adding.current || (lastAdd.current?.key === key && now - lastAdd.current.at < DOUBLE_CLICK_MS)) {
      return false;
    }
    adding.current = true;
    lastAdd.current = { key, at: now };
    try {
      await addToCart.mutateAsync({ productId, quantity, ...(optionValue ? { optionValue } : {}) });
      toast.success('Added to Cart !');
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    } finally {
      adding.current = false;
    }
  };

  return {
    wishlistedIds,
    setWishlisted,
    addToCart: add,
    addingToCart: addToCart.isPending,
    addingProductId: addToCart.isPending ? addToCart.variables?.productId : undefined,
  };
}

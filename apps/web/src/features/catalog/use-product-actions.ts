import { toast } from '@idl/design-system';
import { useAddToCart } from '../cart/use-cart';
import { useShell } from '../shell/shell';
import { errorMessage } from '../../app/error-message';
import {
  useAddToWishlist,
  useRemoveFromWishlist,
  useWishlist,
  wishlistLineFor,
} from '../wishlist/use-wishlist';

export interface AddToCartRequest {
  productId: number;
  quantity?: number;
  optionValue?: string;
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

  const wishlistedIds = wishlist.data?.items.map((item) => item.productId) ?? [];

  const setWishlisted = (productId: number, wished: boolean) => {
    if (!shell.requireAccount()) return;
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
  };

  /** Adds to the cart; resolves true when the server took it. */
  const add = async ({ productId, quantity = 1, optionValue }: AddToCartRequest): Promise<boolean> => {
    if (!shell.requireAccount()) return false;
    try {
      await addToCart.mutateAsync({ productId, quantity, ...(optionValue ? { optionValue } : {}) });
      toast.success('Added to Cart !');
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
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

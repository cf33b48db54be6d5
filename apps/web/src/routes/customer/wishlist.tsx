import { toast, WishlistList } from '@idl/design-system';
import { errorMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useProductActions } from '../../features/catalog/use-product-actions';
import { useSession } from '../../features/session/session';
import { useRemoveFromWishlist, useWishlist } from '../../features/wishlist/use-wishlist';
import { SignInNeeded } from './page-state';
import { SpaLinks } from './spa-links';

/** /wishlist: the saved products, each with Add to Cart and a heart that removes it. */
export function WishlistRoute() {
  const session = useSession();
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();
  const actions = useProductActions();

  if (session.status === 'anonymous') {
    return <SignInNeeded>Log in to see the products you saved.</SignInNeeded>;
  }
  const addingItem = wishlist.data?.items.find((item) => item.productId === actions.addingProductId);
  return (
    <SpaLinks>
      <WishlistList
        items={wishlist.data?.items ?? []}
        status={wishlist.isError ? 'error' : wishlist.isPending ? 'loading' : 'ready'}
        onRetry={() => void wishlist.refetch()}
        shopHref={paths.shop}
        addingId={addingItem?.id ?? null}
        removingId={remove.isPending ? remove.variables : null}
        onAddToCart={(item) => void actions.addToCart({ productId: item.productId })}
        onRemove={(item) =>
          remove.mutate(item.id, {
            onSuccess: () => toast.success('Product Removed From Wishlist !'),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
    </SpaLinks>
  );
}

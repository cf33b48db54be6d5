import { toast, WishlistList } from '@idl/design-system';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useProductActions } from './use-product-actions';
import { useSession } from '../../features/session/session';
import { useRemoveFromWishlist, useWishlist } from '../../features/wishlist/use-wishlist';
import { PageBody, SignInNeeded } from './page-state';

/** /wishlist: the saved products, each with Add to Cart and a heart that removes it. */
export function WishlistRoute() {
  const session = useSession();
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();
  const actions = useProductActions();
  const navigate = useNavigate();

  if (session.status === 'anonymous') {
    return <SignInNeeded>Log in to see the products you saved.</SignInNeeded>;
  }
  const addingItem = wishlist.data?.items.find((item) => item.productId === actions.addingProductId);
  return (
    <PageBody>
      <WishlistList
        items={wishlist.data?.items ?? []}
        status={wishlist.isError ? 'error' : wishlist.isPending ? 'loading' : 'ready'}
        onRetry={() => void wishlist.refetch()}
        shopHref={paths.shop}
        addingId={addingItem?.id ?? null}
        removingId={remove.isPending ? remove.variables : null}
        onAddToCart={(item) => {
          // A product sold in sizes or colours goes to the cart from its page, with one chosen.
          const dimension = wishlist.data?.items.find((saved) => saved.id === item.id)?.optionDimension;
          if (dimension) {
            toast.warning(`Choose a ${dimension} for ${item.productName}`);
            void navigate(paths.product(item.productId));
            return;
          }
          void actions.addToCart({ productId: item.productId });
        }}
        onRemove={(item) =>
          remove.mutate(item.id, {
            onSuccess: () => toast.success('Product Removed From Wishlist !'),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
    </PageBody>
  );
}

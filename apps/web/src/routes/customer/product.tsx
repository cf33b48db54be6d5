import { productPageText } from '@idl/api-contract';
import { CustomerFeedback, ProductDetail, RelatedProducts, type ProductSelection } from '@idl/design-system';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { usePageText } from '../../app/page-text';
import { isMissingAnswer } from '../../app/rendered-state';
import { useProduct, useRelatedProducts } from '../../features/catalog/use-catalog';
import { useProductActions } from './use-product-actions';
import { useProductReviews } from '../../features/reviews/use-reviews';
import { useShell } from '../../features/shell/shell';
import { NotFoundRoute } from '../not-found';
import { PageError } from './page-state';

function ProductReviews({ productId }: { productId: number }) {
  const reviews = useProductReviews(productId);
  if (reviews.isError) {
    return (
      <PageError
        message={errorMessage(reviews.error, 'We could not load the reviews.')}
        onRetry={() => void reviews.refetch()}
      />
    );
  }
  const first = reviews.data?.pages[0];
  return (
    <div aria-busy={reviews.isPending}>
      <CustomerFeedback
        rating={first?.rating ?? 0}
        reviewCount={first?.reviewCount ?? 0}
        reviews={reviews.data?.pages.flatMap((page) => page.reviews) ?? []}
        hasMore={reviews.hasNextPage}
        loadingMore={reviews.isFetchingNextPage}
        onLoadMore={() => void reviews.fetchNextPage()}
      />
    </div>
  );
}

function Related({ productId }: { productId: number }) {
  const related = useRelatedProducts(productId);
  const actions = useProductActions();
  if (related.isPending) return null;
  return (
    <RelatedProducts
      products={related.data ?? []}
      error={
        related.isError
          ? errorMessage(
              related.error,
              'The related products could not be loaded. Check your connection and try again.',
            )
          : undefined
      }
      onRetry={() => void related.refetch()}
      wishlistedIds={actions.wishlistedIds}
      onWishlistChange={(product, wished) => actions.setWishlisted(product.id, wished)}
    />
  );
}

/** /product/:productId: the product, its options, Add to Cart, Buy Now, wishlist, reviews and related products. */
export function ProductRoute() {
  const productId = Number(useParams().productId);
  const product = useProduct(productId);
  usePageText(product.data ? productPageText(product.data) : undefined);
  const actions = useProductActions();
  const shell = useShell();

  const buyNow = async (selection: ProductSelection) => {
    if (await actions.addToCart({ productId, ...selection, via: 'buyNow' })) shell.openCart('checkout');
  };

  // An address that names no product is not a failure to retry: it is the not-found page.
  const missing = isMissingAnswer(product.error);
  if (!Number.isSafeInteger(productId) || productId <= 0 || missing) return <NotFoundRoute />;

  return (
    <div style={{ display: 'grid', gap: '2.5rem', padding: '1.5rem 1rem' }}>
      <ProductDetail
        key={productId}
        product={product.data ?? null}
        status={product.isError ? 'error' : product.isPending ? 'loading' : 'ready'}
        errorMessage={errorMessage(product.error, 'We could not load this product.')}
        onRetry={() => void product.refetch()}
        isWishlisted={actions.wishlistedIds.includes(productId)}
        onWishlistChange={(wished) => actions.setWishlisted(productId, wished)}
        onAddToCart={(selection) => void actions.addToCart({ productId, ...selection })}
        addingToCart={actions.addingToCart}
        onBuyNow={(selection) => void buyNow(selection)}
      />
      {product.data ? (
        <>
          <ProductReviews productId={productId} />
          <Related productId={productId} />
        </>
      ) : null}
    </div>
  );
}

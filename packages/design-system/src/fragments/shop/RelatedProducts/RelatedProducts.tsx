import { useSyncExternalStore } from 'react';
import { Carousel } from '../../../components/Carousel';
import { breakpoints } from '../../../theme/tokens';
import { ProductCard } from '../ProductCard';
import { defaultProductHref, type ShopProductSummary } from '../shopTypes';
import * as styles from './RelatedProducts.css';
import { LoadError } from '../../../components/LoadError';

const DESKTOP = `(min-width: ${breakpoints.desktop}px)`;
const TABLET = `(min-width: ${breakpoints.tablet}px)`;

function matches(query: string) {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : true;
}

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const queries = [DESKTOP, TABLET].map((q) => window.matchMedia(q));
  queries.forEach((q) => q.addEventListener('change', onChange));
  return () => queries.forEach((q) => q.removeEventListener('change', onChange));
}

/** Cards per view: the spec's 4 on a desktop, fewer where 4 would not fit. */
/** Desktop: up to 4 cards across the page; tablet 2; phone 1. */
const relatedImageSizes = `(min-width: ${breakpoints.desktop}px) 300px, (min-width: ${breakpoints.tablet}px) 50vw, 100vw`;

function useSlidesPerView(desktop: number) {
  return useSyncExternalStore(
    subscribe,
    () => (matches(DESKTOP) ? desktop : matches(TABLET) ? Math.min(desktop, 2) : 1),
    () => desktop,
  );
}

export interface RelatedProductsProps {
  /** Products related to the one shown. */
  products: ShopProductSummary[];
  /** Cards visible at once on a desktop (spec: 4); tablets show 2 and phones 1. */
  slidesPerView?: number;
  /** Gap between cards in px (spec: 24). */
  spacing?: number;
  /** Autoplay interval in ms (spec: 3000), paused on hover; 0 turns it off. */
  autoplayMs?: number;
  /** Ids of products on the user's wishlist. */
  wishlistedIds?: number[];
  /** Called when a heart is pressed; hearts are hidden when unset. */
  onWishlistChange?: (product: ShopProductSummary, wishlisted: boolean) => void;
  /** Address of a product; defaults to `/product/{id}`. */
  getProductHref?: (id: number) => string;
  /** Why the related products could not be loaded; shown under the heading instead of the cards. */
  error?: string;
  /** Shows Retry with the error. */
  onRetry?: () => void;
}

/**
 * The product page's 'Related Products' carousel of product cards, a note when there are none, or
 * why they could not be loaded.
 */
export function RelatedProducts({
  products,
  slidesPerView = 4,
  spacing = 24,
  autoplayMs = 3000,
  wishlistedIds = [],
  onWishlistChange,
  getProductHref = defaultProductHref,
  error,
  onRetry,
}: RelatedProductsProps) {
  const perView = useSlidesPerView(slidesPerView);
  return (
    // Not a landmark itself: the carousel inside is the 'Related Products' region.
    <div className={styles.root}>
      <h2 className={styles.title}>Related Products</h2>
      {error ? (
        <LoadError className={styles.error} message={error} onRetry={onRetry} />
      ) : products.length === 0 ? (
        <p className={styles.empty}>No Related Products Found.</p>
      ) : (
        <Carousel
          // A new layout when the count per view changes, so keen-slider measures afresh.
          key={perView}
          label="Related Products"
          slidesPerView={perView}
          spacing={spacing}
          autoplayMs={autoplayMs}
          pauseOnHover
        >
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              href={getProductHref(product.id)}
              imageSizes={relatedImageSizes}
              isWishlisted={wishlistedIds.includes(product.id)}
              onWishlistChange={onWishlistChange ? (wished) => onWishlistChange(product, wished) : undefined}
            />
          ))}
        </Carousel>
      )}
    </div>
  );
}

import { useId } from 'react';
import { Pagination } from '../../../components/Pagination';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { formatCount } from '../../../format';
import { ProductCard } from '../ProductCard';
import { defaultProductHref, type LoadStatus, type ShopProductSummary } from '../shopTypes';
import { productSorts, type ProductSort } from '../shopQuery';
import * as styles from './ProductGrid.css';
import { LoadError } from '../../../components/LoadError';

/** Cards visible at first paint on a desktop (the first row): their pictures load at once. */
const FIRST_ROW = 4;

const sortLabels: Record<ProductSort, string> = {
  newest: 'Newest',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
  name: 'Name',
};

/** The sentence shown when nothing matches, naming the category when one is chosen. */
export function noProductsText(categoryName?: string | null): string {
  return categoryName
    ? `Sorry ! No products found in ${categoryName} category.`
    : 'Sorry ! No products match these filters.';
}

export interface ProductGridProps {
  /** loading shows skeleton cards, error the message with Retry, ready the products. */
  status: LoadStatus;
  /** The products of the current page. */
  products: ShopProductSummary[];
  /** How many products match in all pages (the API's totalElements). */
  totalElements: number;
  /** More match than were counted (the API's totalElementsCapped): the count reads "1,000+". */
  totalIsLowerBound?: boolean;
  /** Name of the chosen category, used in the empty text; null or unset when none is chosen. */
  categoryName?: string | null;
  /** Current sort order. */
  sort: ProductSort;
  /** Called with the sort order the user chose. */
  onSortChange: (sort: ProductSort) => void;
  /** Current page, 1-based (the API's page 0 is page 1). */
  page: number;
  /** Number of pages (the API's totalPages). */
  pageCount: number;
  /** Called with the 1-based page the user chose. */
  onPageChange: (page: number) => void;
  /** Ids of products on the user's wishlist (their hearts are filled). */
  wishlistedIds?: number[];
  /** Called when a heart is pressed, with the wished state asked for. Hearts are hidden when unset. */
  onWishlistChange?: (product: ShopProductSummary, wishlisted: boolean) => void;
  /** Address of a product; defaults to `/product/{id}`. */
  getProductHref?: (id: number) => string;
  /** Shown in the error state. */
  errorMessage?: string;
  /** Called by the Retry button in the error state. */
  onRetry?: () => void;
  /** Heading over the grid. */
  title?: string;
  /** How many skeleton cards to show while loading (the page size). */
  skeletonCount?: number;
}

function GridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeletonCard}>
          <Skeleton shape="rect" width="100%" height="140px" />
          <Skeleton lines={2} />
          <Skeleton width="40%" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The shop's product list: heading with the result count, sort choice, product cards, page
 * navigation, and the loading (skeletons), empty and error (with Retry) states.
 */
export function ProductGrid({
  status,
  products,
  totalElements,
  totalIsLowerBound = false,
  categoryName,
  sort,
  onSortChange,
  page,
  pageCount,
  onPageChange,
  wishlistedIds = [],
  onWishlistChange,
  getProductHref = defaultProductHref,
  errorMessage = 'We could not load the products.',
  onRetry,
  title = 'Products',
  skeletonCount = 8,
}: ProductGridProps) {
  const titleId = useId();
  const countText =
    status === 'loading'
      ? 'Loading products…'
      : status === 'error'
        ? ''
        : totalIsLowerBound
          ? `${formatCount(totalElements)}+ products`
          : `${formatCount(totalElements)} ${totalElements === 1 ? 'product' : 'products'}`;
  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={status === 'loading'}>
      <div className={styles.toolbar}>
        <div className={styles.titleBlock}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.count} role="status">
            {countText}
          </p>
        </div>
        <div className={styles.sort}>
          <Select
            label="Sort by"
            options={productSorts.map((id) => ({ id, label: sortLabels[id] }))}
            selectedKey={sort}
            onSelectionChange={(id) => onSortChange(id as ProductSort)}
          />
        </div>
      </div>
      {status === 'loading' ? <GridSkeleton count={skeletonCount} /> : null}
      {status === 'error' ? (
        <LoadError className={styles.message} message={errorMessage} onRetry={onRetry} />
      ) : null}
      {status === 'ready' && products.length === 0 ? (
        <p className={styles.message}>{noProductsText(categoryName)}</p>
      ) : null}
      {status === 'ready' && products.length > 0 ? (
        <ul className={styles.grid}>
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                priority={index < FIRST_ROW}
                product={product}
                href={getProductHref(product.id)}
                isWishlisted={wishlistedIds.includes(product.id)}
                onWishlistChange={
                  onWishlistChange ? (wishlisted) => onWishlistChange(product, wishlisted) : undefined
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'ready' ? (
        <div className={styles.pagination}>
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={onPageChange}
            aria-label="Product pages"
          />
        </div>
      ) : null}
    </section>
  );
}

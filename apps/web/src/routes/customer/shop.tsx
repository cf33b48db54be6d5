import { ProductGrid, ShopFilters, type ShopFilterValues } from '@idl/design-system';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { useBrands, useCategories, useProducts } from '../../features/catalog/use-catalog';
import { useProductActions } from '../../features/catalog/use-product-actions';
import {
  productQuery,
  readShopSearch,
  SHOP_PAGE_SIZE,
  writeShopSearch,
  type ShopSearch,
} from './shop-search';
import { SpaLinks } from './spa-links';

/** Dragging the price slider settles for this long before the list is asked for again. */
const PRICE_SETTLE_MS = 400;

/**
 * /shop: the filter panel and the product grid. Filters, search, sort and page live in the URL
 * (each change is a history entry, so Back undoes it); the server applies them.
 */
export function ShopRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readShopSearch(searchParams);
  const products = useProducts(productQuery(search));
  const categories = useCategories();
  const brands = useBrands();
  const actions = useProductActions();
  const [draftPrice, setDraftPrice] = useState<[number, number] | null>(null);
  const priceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(priceTimer.current), []);

  const go = (next: ShopSearch) => setSearchParams(writeShopSearch(next));

  const onFiltersChange = (filters: ShopFilterValues) => {
    const { minPrice, maxPrice, ...rest } = filters;
    const { minPrice: oldMin, maxPrice: oldMax, ...oldRest } = search.filters;
    clearTimeout(priceTimer.current);
    const onlyPriceMoved =
      JSON.stringify(rest) === JSON.stringify(oldRest) && (minPrice !== oldMin || maxPrice !== oldMax);
    if (!onlyPriceMoved) {
      setDraftPrice(null);
      go({ ...search, filters, page: 1 });
      return;
    }
    setDraftPrice([minPrice, maxPrice]);
    priceTimer.current = setTimeout(() => {
      setDraftPrice(null);
      go({ ...search, filters, page: 1 });
    }, PRICE_SETTLE_MS);
  };

  const shownFilters = draftPrice
    ? { ...search.filters, minPrice: draftPrice[0], maxPrice: draftPrice[1] }
    : search.filters;
  const categoryName =
    categories.data?.find((category) => category.categoryId === search.filters.categoryId)?.name ?? null;
  const page = products.data;

  return (
    <SpaLinks>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem', padding: '1.5rem 1rem' }}>
        <div style={{ flex: '0 1 280px' }}>
          <ShopFilters
            value={shownFilters}
            onChange={onFiltersChange}
            categories={categories.data ?? []}
            brands={brands.data?.content ?? []}
          />
        </div>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>
          <ProductGrid
            title={search.q ? `Results for “${search.q}”` : 'Products'}
            status={products.isError ? 'error' : products.isPending ? 'loading' : 'ready'}
            errorMessage={errorMessage(products.error, 'We could not load the products.')}
            onRetry={() => void products.refetch()}
            products={page?.content ?? []}
            totalElements={page?.totalElements ?? 0}
            categoryName={categoryName}
            sort={search.sort}
            onSortChange={(sort) => go({ ...search, sort, page: 1 })}
            page={search.page}
            pageCount={Math.max(1, page?.totalPages ?? 1)}
            onPageChange={(next) => go({ ...search, page: next })}
            wishlistedIds={actions.wishlistedIds}
            onWishlistChange={(product, wished) => actions.setWishlisted(product.id, wished)}
            skeletonCount={SHOP_PAGE_SIZE}
          />
        </div>
      </div>
    </SpaLinks>
  );
}

import { ProductGrid, ShopFilters, type ShopFilterValues } from '@idl/design-system';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { useBrands, useCategories, usePriceRange, useProducts } from '../../features/catalog/use-catalog';
import { useProductActions } from './use-product-actions';
import {
  productQuery,
  readShopSearch,
  SHOP_PAGE_SIZE,
  writeShopSearch,
  type ShopSearch,
  type ShopSearchFilters,
} from './shop-search';

/** Dragging the price slider settles for this long before the list is asked for again. */
const PRICE_SETTLE_MS = 400;

/** Before the catalogue's price range arrives, the slider spans this. */
const FALLBACK_PRICE_BOUNDS: [number, number] = [0, 1000];

/**
 * /shop: the filter panel and the product grid. Filters, search, sort and page live in the URL
 * (each change is a history entry, so Back undoes it); the server applies them. The price slider
 * spans the catalogue's real lowest and highest price; at those ends it filters nothing.
 */
export function ShopRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readShopSearch(searchParams);
  const products = useProducts(productQuery(search));
  const categories = useCategories();
  const brands = useBrands();
  const priceRange = usePriceRange();
  const actions = useProductActions();
  const bounds: [number, number] = priceRange.data
    ? [Math.floor(priceRange.data.minPrice), Math.ceil(priceRange.data.maxPrice)]
    : FALLBACK_PRICE_BOUNDS;
  // The slider's ends mean "no limit": they stay out of the URL and out of the query.
  const fromSlider = (filters: ShopFilterValues): ShopSearchFilters => ({
    ...filters,
    minPrice: filters.minPrice <= bounds[0] ? null : filters.minPrice,
    maxPrice: filters.maxPrice >= bounds[1] ? null : filters.maxPrice,
  });
  const toSlider = (filters: ShopSearchFilters): ShopFilterValues => ({
    ...filters,
    minPrice: filters.minPrice ?? bounds[0],
    maxPrice: filters.maxPrice ?? bounds[1],
  });
  const [draftPrice, setDraftPrice] = useState<[number, number] | null>(null);
  const priceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(priceTimer.current), []);

  const go = (next: ShopSearch) => setSearchParams(writeShopSearch(next));

  const onFiltersChange = (sliderFilters: ShopFilterValues) => {
    const filters = fromSlider(sliderFilters);
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
    setDraftPrice([sliderFilters.minPrice, sliderFilters.maxPrice]);
    priceTimer.current = setTimeout(() => {
      setDraftPrice(null);
      go({ ...search, filters, page: 1 });
    }, PRICE_SETTLE_MS);
  };

  const shownFilters = draftPrice
    ? { ...toSlider(search.filters), minPrice: draftPrice[0], maxPrice: draftPrice[1] }
    : toSlider(search.filters);
  const clearedFilters = toSlider({
    minPrice: null,
    maxPrice: null,
    availability: null,
    categoryId: null,
    brandId: [],
  });
  const categoryName =
    categories.data?.find((category) => category.categoryId === search.filters.categoryId)?.name ?? null;
  const page = products.data;

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem', padding: '1.5rem 1rem' }}>
      <div style={{ flex: '0 1 280px' }}>
        <ShopFilters
          value={shownFilters}
          onChange={onFiltersChange}
          categories={categories.data ?? []}
          brands={brands.data?.content ?? []}
          priceBounds={bounds}
          clearedValue={clearedFilters}
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
          totalIsLowerBound={page?.totalElementsCapped ?? false}
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
  );
}

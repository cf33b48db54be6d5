import type { ProductListQuery } from '@idl/api-contract';
import {
  availabilities,
  productSorts,
  type Availability,
  type ProductSort,
  type ShopFilterValues,
} from '@idl/design-system';

export const SHOP_PAGE_SIZE = 12;

/**
 * The filters as the URL holds them: a price bound is null when the shopper did not set it, so the
 * list is not limited by price at all (the slider then shows the catalogue's own lowest/highest).
 */
export type ShopSearchFilters = Omit<ShopFilterValues, 'minPrice' | 'maxPrice'> & {
  minPrice: number | null;
  maxPrice: number | null;
};

/** Everything the shop page keeps in its URL, so a link shows the same list to anyone. */
export interface ShopSearch {
  q: string;
  filters: ShopSearchFilters;
  sort: ProductSort;
  /** 1-based, as people read it (the API's page 0 is page 1). */
  page: number;
}

const recordId = (text: string | null) => {
  const value = Number(text);
  return text && Number.isSafeInteger(value) && value > 0 ? value : null;
};
const price = (text: string | null): number | null => {
  const value = text === null || text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
};
const oneOf = <T extends string>(list: readonly T[], text: string | null): T | null =>
  list.includes(text as T) ? (text as T) : null;

/** Reads the URL's names (q, categoryId, brandId..., minPrice, maxPrice, availability, sort, page); anything malformed falls back to its default. */
export function readShopSearch(params: URLSearchParams): ShopSearch {
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const brandIds = params.getAll('brandId').map(recordId);
  return {
    q: params.get('q')?.trim() ?? '',
    filters: {
      minPrice,
      maxPrice,
      availability: oneOf<Availability>(availabilities, params.get('availability')),
      categoryId: recordId(params.get('categoryId')),
      brandId: [...new Set(brandIds.filter((id): id is number => id !== null))],
    },
    sort: oneOf(productSorts, params.get('sort')) ?? 'newest',
    page: recordId(params.get('page')) ?? 1,
  };
}

/** The URL for a search; defaults are left out so links stay short. */
export function writeShopSearch({ q, filters, sort, page }: ShopSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (filters.categoryId !== null) params.set('categoryId', String(filters.categoryId));
  for (const id of filters.brandId) params.append('brandId', String(id));
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.availability) params.set('availability', filters.availability);
  if (sort !== 'newest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The product-list call for a search: the filters as shown are the filters applied. */
export function productQuery({ q, filters, sort, page }: ShopSearch): Partial<ProductListQuery> {
  return {
    ...(q ? { q } : {}),
    ...(filters.categoryId !== null ? { categoryId: filters.categoryId } : {}),
    ...(filters.brandId.length > 0 ? { brandId: filters.brandId } : {}),
    ...(filters.minPrice !== null ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== null ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.availability ? { availability: filters.availability } : {}),
    sort,
    page: page - 1,
    size: SHOP_PAGE_SIZE,
  };
}

/**
 * The shop's filter and sort values, without any component: the app reads and writes them in the
 * address bar before the shop's components have loaded.
 */

/** Price filter bounds in dollars (spec: 0 to 2000, thumbs at least 1 apart). */
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 2000;
export const PRICE_FILTER_GAP = 1;

export const availabilities = ['inStock', 'outOfStock'] as const;
export type Availability = (typeof availabilities)[number];

/** The filter values, named like the API's product-list query. */
export interface ShopFilterValues {
  /** Lowest price in dollars. */
  minPrice: number;
  /** Highest price in dollars. */
  maxPrice: number;
  /** Only products in stock, only those out of stock, or null for both. */
  availability: Availability | null;
  /** Chosen category (its sub-categories included), or null for all. */
  categoryId: number | null;
  /** Chosen brands; empty for all. */
  brandId: number[];
}

/** The filters a shop visit starts with (spec: price 0 to 1000, nothing else chosen). */
export const defaultShopFilters: ShopFilterValues = {
  minPrice: 0,
  maxPrice: 1000,
  availability: null,
  categoryId: null,
  brandId: [],
};

/** Sort orders the catalogue offers (the API's `sort` values). */
export const productSorts = ['newest', 'priceAsc', 'priceDesc', 'name'] as const;
export type ProductSort = (typeof productSorts)[number];

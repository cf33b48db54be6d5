import { DEFAULT_LOW_STOCK_THRESHOLD, stockStateOf, type AdminProduct, type StockState } from '../types';

/** The Filter panel's choices; null means 'all'. */
export interface AdminProductListFilters {
  categoryId: number | null;
  brandId: number | null;
  stockState: StockState | null;
}

export const noProductFilters: AdminProductListFilters = {
  categoryId: null,
  brandId: null,
  stockState: null,
};

/** How many filters are set (shown on the Filter button). */
export function activeFilterCount(filters: AdminProductListFilters): number {
  return [filters.categoryId, filters.brandId, filters.stockState].filter((v) => v !== null).length;
}

/**
 * Filters products on the client the way the list's search and Filter panel mean it: the name
 * contains the text (case-insensitive), and category, brand and stock state match. For screens
 * that hold the whole list; paged screens send the same choices to the API instead.
 */
export function filterAdminProducts(
  products: AdminProduct[],
  search: string,
  filters: AdminProductListFilters,
  lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD,
): AdminProduct[] {
  const text = search.trim().toLowerCase();
  return products.filter(
    (p) =>
      (text === '' || p.name.toLowerCase().includes(text)) &&
      (filters.categoryId === null || p.categoryId === filters.categoryId) &&
      (filters.brandId === null || p.brandId === filters.brandId) &&
      (filters.stockState === null ||
        stockStateOf(p.stockQuantity, lowStockThreshold) === filters.stockState),
  );
}

/**
 * Plain data shapes the admin product fragments take as props. Field names mirror the API
 * contract (packages/api-contract/src/catalog.ts) without importing it: prices are dollars
 * as the API sends them; fragments convert to cents only for the Price primitive.
 */

/** A category as listed by the API. */
export interface AdminCategory {
  categoryId: number;
  name: string;
  /** The parent category, or null for a top-level one. */
  parentCategoryId: number | null;
}

/** A brand as listed by the API. */
export interface AdminBrand {
  id: number;
  name: string;
}

/** One stored product image. */
export interface AdminProductImage {
  imageUrl: string;
  altText: string;
  /** Small version for lists (320 px wide), when the server made one. */
  thumbnailUrl?: string | null;
  /** 800 px wide version, when the server made one. */
  mediumUrl?: string | null;
}

/** A product row in the admin list and the data of the admin detail page. */
export interface AdminProduct {
  productId: number;
  name: string;
  /** Dollars, e.g. 49.5. */
  price: number;
  description: string;
  stockQuantity: number;
  categoryId: number | null;
  categoryName: string | null;
  brandId: number | null;
  brandName: string | null;
  sku: string;
  imageUrls: AdminProductImage[];
  rating: number;
  reviewCount: number;
}

/** How much of a product is left, used by the list filter and the badges. */
export const stockStates = ['inStock', 'lowStock', 'outOfStock'] as const;
export type StockState = (typeof stockStates)[number];

/** Text shown for each stock state. */
export const stockStateLabels: Record<StockState, string> = {
  inStock: 'In Stock',
  lowStock: 'Low Stock',
  outOfStock: 'Out of Stock',
};

/** Products at or below this many units count as low on stock unless a screen says otherwise. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

/** The stock state of a quantity. */
export function stockStateOf(
  stockQuantity: number,
  lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD,
): StockState {
  if (stockQuantity <= 0) return 'outOfStock';
  return stockQuantity <= lowStockThreshold ? 'lowStock' : 'inStock';
}

/** Dollars (as the API sends them) to the integer cents the Price primitive takes. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Category name with its parent, e.g. 'Crowns / Zirconia', for drop-downs. */
export function categoryLabel(category: AdminCategory, all: AdminCategory[]): string {
  const parent = all.find((c) => c.categoryId === category.parentCategoryId);
  return parent ? `${parent.name} / ${category.name}` : category.name;
}

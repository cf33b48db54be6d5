import type { Generated } from 'kysely';

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  created_at: string;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  description: string;
  logo_url: string | null;
  created_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  /** Lower-cased name, indexed for the case-insensitive name search. */
  name_search: string;
  description: string;
  /** Integer cents. */
  price_cents: number;
  /** Sum of the option values' stock when the product has options. */
  stock_quantity: number;
  category_id: number | null;
  brand_id: number | null;
  sku: string;
  /** 'size' | 'colour' when the product has options, else null. */
  option_dimension: string | null;
  /** 1 when hidden from the shop but kept for order history. */
  archived: Generated<number>;
  /** Average of verified reviews (0 when none) and their count; kept by the reviews service. */
  rating_avg: Generated<number>;
  review_count: Generated<number>;
  /** Most units a patient account may order at once; null: the shop-wide ORDER_LINE_MAX_UNITS. */
  max_units_per_order: number | null;
  /** A lab service's restoration (a RestorationKind) and turnaround in working days; null otherwise. */
  lab_service_kind: string | null;
  lab_turnaround_days: number | null;
  /** The admin's Idempotency-Key of the request that created it: a repeat returns this product. */
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductOptionValuesTable {
  id: Generated<number>;
  product_id: number;
  value: string;
  stock_quantity: number;
  sku: string;
  position: number;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  image_url: string;
  thumbnail_url: string | null;
  alt_text: string;
  position: number;
}

export interface CatalogTables {
  categories: CategoriesTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_option_values: ProductOptionValuesTable;
  product_images: ProductImagesTable;
}

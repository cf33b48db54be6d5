import { sitePaths, type RestorationKind } from '@idl/api-contract';
/**
 * Data shapes the shop fragments take as props. Field names mirror the API contract
 * (packages/api-contract/src/catalog.ts, reviews.ts, cart.ts) so the app can pass what it
 * receives; the design system does not import the contract itself.
 */

/** One product image as the catalogue sends it. */
export interface ShopProductImage {
  /** Address of the full image. */
  imageUrl: string;
  /** Text that describes the image for people who cannot see it. */
  altText: string;
  /** 320 px wide version of the image, when the server stored one (for srcset). */
  thumbnailUrl?: string | null;
  /** 800 px wide version of the image, when the server stored one (for srcset). */
  mediumUrl?: string | null;
}

/** The fields of a catalogue product that a product card shows. */
export interface ShopProductSummary {
  /** Product id; the card links to /product/{id}. */
  id: number;
  /** Product name. */
  name: string;
  /** Price in US dollars, as the API sends it (shown through the Price primitive in cents). */
  price: number;
  /** Units in stock; 0 shows the out-of-stock badge. */
  stockQuantity: number;
  /** Average rating 0..5 (0 when there are no reviews). */
  rating: number;
  /** Number of reviews behind `rating`. */
  reviewCount: number;
  /** The first image's address, if any. */
  img: string | null;
  /** All images; the first one's alt text describes the card image. */
  imageUrls?: ShopProductImage[];
}

/** A product with options: each value (a size or a colour) has its own stock. */
export interface ShopProductOptions {
  /** What the values are: sizes or colours. */
  dimension: 'size' | 'colour';
  /** The choosable values in display order. */
  values: { value: string; stockQuantity: number; sku: string }[];
}

/** Everything the product detail screen shows. */
export interface ShopProduct extends ShopProductSummary {
  /** Long description (plain text, line breaks kept). */
  description: string;
  /** Name of the product's category, if it has one. */
  categoryName: string | null;
  /** Name of the product's brand, if it has one. */
  brandName?: string | null;
  /** All images in display order. */
  imageUrls: ShopProductImage[];
  /** Size or colour choices; null when the product has none. */
  options: ShopProductOptions | null;
  /**
   * Set for a lab service (a crown, a bridge...): the lab makes it for a dentist's prescription and
   * dentist offices order it as a case, so it is not bought in the cart.
   */
  labService?: { kind: RestorationKind; turnaroundWorkingDays: number } | null;
}

/** A category as the catalogue lists it (a flat list; parents are found by id). */
export interface ShopCategory {
  /** Category id. */
  categoryId: number;
  /** Category name. */
  name: string;
  /** Id of the parent category; null for a top-level category. */
  parentCategoryId: number | null;
}

/** A brand as the catalogue lists it. */
export interface ShopBrand {
  /** Brand id. */
  id: number;
  /** Brand name. */
  name: string;
  /** Short text about the brand. */
  description: string;
  /** Address of the brand's logo, if any. */
  logoUrl: string | null;
  /** 320 px wide version of the logo, when the server stored one (for srcset). */
  logoThumbnailUrl?: string | null;
}

/** A customer review of a product. */
export interface ShopReview {
  /** Review id. */
  id: number;
  /** Stars given, 1..5. */
  rating: number;
  /** What the customer wrote (may be empty). */
  comment: string;
  /** Name shown for the author. */
  authorName: string;
  /** When the review was written (ISO-8601). */
  createdAt: string;
}

/** Whether a list's data is on its way, arrived, or failed to arrive. */
export type LoadStatus = 'loading' | 'ready' | 'error';

/** Default product address: the shop's product route. */
export const defaultProductHref = (id: number) => sitePaths.product(id);

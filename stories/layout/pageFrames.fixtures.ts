/**
 * Sample data the page frames share: the signed-in customer, the header's categories, brands,
 * notifications and counts, and the fixed footer year, so every page story shows the same header
 * and footer. Categories, brands and searchable products are the shop pages' own fixtures, so the
 * header's menus name what the shop page lists.
 */
import type { HeaderBrand, HeaderCategory, HeaderProduct } from '@idl/design-system';
import {
  sampleBrands,
  sampleCategories,
  sampleProducts,
} from '../../packages/design-system/src/fragments/shop/shop.fixtures';
import {
  sampleNotifications,
  sampleUser,
} from '../../packages/design-system/src/fragments/layout/CustomerHeader/CustomerHeader.fixtures';

export { sampleNotifications as frameNotifications, sampleUser as frameUser };

/** Top-level categories (the header's category dropdown and Categories menu). */
export const frameCategories: HeaderCategory[] = sampleCategories
  .filter((c) => c.parentCategoryId === null)
  .map(({ categoryId, name }) => ({ categoryId, name }));

export const frameBrands: HeaderBrand[] = sampleBrands.map(({ id, name }) => ({ id, name }));

/** Products whose name contains `text` (as the shop search would); nothing for an empty box. */
export function frameSearch(text: string): HeaderProduct[] {
  const query = text.trim().toLowerCase();
  if (query === '') return [];
  return sampleProducts
    .filter((p) => p.name.toLowerCase().includes(query))
    .map(({ id, name, price, img }) => ({ id, name, price, img }));
}

export const frameCartCount = 3;
export const frameWishlistCount = 2;

/** Fixed so the copyright line does not change the screenshots each new year. */
export const frameYear = 2026;

/** Renders a story at phone width (375 px). */
export const phone = { viewport: { value: 'phone', isRotated: false } };
/**
 * A desktop: the default viewport, so no global. The canvas's width in Storybook (a fixed 1280 px
 * frame would be clipped beside the sidebar), 1280 x 900 in the tests and Chromatic (preview.tsx).
 */
export const desktop = {};

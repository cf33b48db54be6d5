import type { ReactNode } from 'react';
import { useState } from 'react';
import { CustomerHeader, Footer } from '@idl/design-system';
import * as styles from './PageFrame.css';
import {
  frameBrands,
  frameCartCount,
  frameCategories,
  frameNotifications,
  frameSearch,
  frameUser,
  frameWishlistCount,
  frameYear,
} from './pageFrames.fixtures';

export interface CustomerPageFrameProps {
  children: ReactNode;
  /** Wrap the content in the page's <main> (false when the content brings its own). */
  withMain?: boolean;
}

/**
 * Page-story frame of the customer pages (/shop, /brands, /categories, /product, /wishlist,
 * /orders, /order-info and the cart panel): the real CustomerHeader for a signed-in customer with
 * sample counts and notifications, the page's content, and the real Footer. On a phone the header
 * collapses behind its 'Menu' button and the footer behind 'Footer Menu'.
 */
export function CustomerPageFrame({ children, withMain = true }: CustomerPageFrameProps) {
  const [searchText, setSearchText] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  return (
    <div className={styles.frame}>
      <CustomerHeader
        user={frameUser}
        categories={frameCategories}
        brands={frameBrands}
        activeCategoryId={categoryId}
        onCategoryChange={setCategoryId}
        searchResults={frameSearch(searchText)}
        onSearchChange={setSearchText}
        cartCount={frameCartCount}
        wishlistCount={frameWishlistCount}
        notifications={frameNotifications}
      />
      {withMain ? <main className={styles.customerMain}>{children}</main> : children}
      <Footer year={frameYear} />
    </div>
  );
}

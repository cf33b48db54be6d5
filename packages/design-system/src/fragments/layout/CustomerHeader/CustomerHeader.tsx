import { sitePaths } from '@idl/api-contract';
import { useId, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { Menu, type MenuEntry } from '../../../components/Menu';
import * as layout from '../layout.css';
import { accountLabelFromEmail } from './accountLabel';
import { CustomerHeaderMobileMenu } from './CustomerHeaderMobileMenu';
import { CustomerHeaderNav } from './CustomerHeaderNav';
import { CustomerHeaderNotifications } from './CustomerHeaderNotifications';
import { CustomerHeaderSearch } from './CustomerHeaderSearch';
import {
  accountMenuActions,
  accountMenuLabels,
  defaultShopHref,
  type AccountMenuAction,
  type HeaderBrand,
  type HeaderCategory,
  type HeaderNotification,
  type HeaderProduct,
  type HeaderUser,
  type ShopFilter,
} from './CustomerHeader.types';
import * as styles from './CustomerHeader.css';
import { Link } from '../../../components/Link';

export interface CustomerHeaderProps {
  /** The signed-in user; null or missing shows 'Log in' and 'Sign Up'. */
  user?: HeaderUser | null;
  /** Categories of the category dropdown and the Categories menu. */
  categories: HeaderCategory[];
  /** Brands of the Brands menu. */
  brands: HeaderBrand[];
  /** The category the search is limited to; null for all categories. */
  activeCategoryId?: number | null;
  /** Called with the chosen category (null for 'All Categories'). */
  onCategoryChange?: (categoryId: number | null) => void;
  /** Products matching the search text and category, already filtered by the app. */
  searchResults: HeaderProduct[];
  /** Text in the search box on first render (previews). */
  defaultSearchText?: string;
  /** Called with the search text on every keystroke. */
  onSearchChange?: (text: string) => void;
  /** Called with the id of the product chosen in the search list (the app opens /product/{id}). */
  onSelectProduct?: (id: number) => void;
  /** The search results for the typed text are still coming (an empty list says 'Searching...'). */
  searchBusy?: boolean;
  /** Enter in the search box with no product picked: search the shop for the text. */
  onSubmitSearch?: (text: string) => void;
  /** Address of all results for the text ('See all results' under the list). */
  seeAllSearchHref?: (text: string) => string;
  /** Items in the cart (count bubble). */
  cartCount?: number;
  /** Items in the wishlist (count bubble). */
  wishlistCount?: number;
  /** Notifications, newest first; unread ones make the bell's count. */
  notifications?: HeaderNotification[];
  /** Cart icon pressed (a visitor gets the Account Required modal from the app). */
  onCartPress?: () => void;
  /** Wishlist icon pressed. */
  onWishlistPress?: () => void;
  /** Bell pressed; for a visitor the dropdown does not open, only this is called. */
  onNotificationsPress?: () => void;
  /** 'Mark All as Read' pressed. */
  onMarkAllNotificationsRead?: () => void;
  /** Called with the id of a notification whose link is followed. */
  onOpenNotification?: (id: number) => void;
  /** Account menu item chosen (My Orders and Dentist Office are links to `ordersHref` and `officeHref` instead). */
  onAccountAction?: (action: AccountMenuAction) => void;
  /** Builds the /shop link for a brand or category (and the plain Shop link without a filter). */
  shopHref?: (filter?: ShopFilter) => string;
  homeHref?: string;
  aboutHref?: string;
  loginHref?: string;
  signUpHref?: string;
  ordersHref?: string;
  /** The account's dentist office page: its sign-up, and whether the lab verified it. */
  officeHref?: string;
  /** Previews: open the notifications dropdown on first render. */
  defaultNotificationsOpen?: boolean;
  /** Previews: open the phone menu on first render. */
  defaultMobileMenuOpen?: boolean;
}

/**
 * The shop's header for customers: logo, category dropdown and product search, cart, wishlist and
 * notification icons, Log in / Sign Up or the account menu, and a second bar of shop links.
 * Below tablet width the second bar and the account items move into a menu button.
 */
export function CustomerHeader({
  user,
  categories,
  brands,
  activeCategoryId = null,
  onCategoryChange,
  searchResults,
  defaultSearchText,
  onSearchChange,
  onSelectProduct,
  searchBusy,
  onSubmitSearch,
  seeAllSearchHref,
  cartCount,
  wishlistCount,
  notifications = [],
  onCartPress,
  onWishlistPress,
  onNotificationsPress,
  onMarkAllNotificationsRead,
  onOpenNotification,
  onAccountAction,
  shopHref = defaultShopHref,
  homeHref = sitePaths.home,
  aboutHref = sitePaths.aboutUs,
  loginHref = sitePaths.login,
  signUpHref = sitePaths.signup,
  ordersHref = sitePaths.orders,
  officeHref = sitePaths.office,
  defaultNotificationsOpen,
  defaultMobileMenuOpen = false,
}: CustomerHeaderProps) {
  const [mobileOpen, setMobileOpen] = useState(defaultMobileMenuOpen);
  const mobileMenuId = useId();
  const accountLabel = user ? accountLabelFromEmail(user.email) : null;
  const activeCategory = categories.find((c) => c.categoryId === activeCategoryId);
  const categoryLabel = activeCategory?.name ?? 'All Categories';
  const categoryItems: MenuEntry[] = [
    { id: 'all', label: 'All Categories' },
    ...categories.map((c) => ({ id: String(c.categoryId), label: c.name })),
  ];
  const accountItems: MenuEntry[] = accountMenuActions.flatMap((action): MenuEntry[] => {
    const item = {
      id: action,
      label: accountMenuLabels[action],
      href: action === 'orders' ? ordersHref : action === 'office' ? officeHref : undefined,
    };
    return action === 'signOut' ? [{ id: 'separator', separator: true }, item] : [item];
  });

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <span className={layout.phoneOnly}>
          <IconButton
            label="Menu"
            onPress={() => setMobileOpen((open) => !open)}
            aria-expanded={mobileOpen}
            aria-controls={mobileOpen ? mobileMenuId : undefined}
          >
            <Icon name={mobileOpen ? 'close' : 'menu'} />
          </IconButton>
        </span>
        <Link className={layout.logo} href={homeHref}>
          <span className={layout.logoMark} aria-hidden="true">
            IL
          </span>
          Interdental Lab
        </Link>
        <div className={styles.searchRow}>
          <Menu
            label={categoryLabel}
            aria-label={`Category: ${categoryLabel}`}
            items={categoryItems}
            onAction={(id) => onCategoryChange?.(id === 'all' ? null : Number(id))}
          />
          <CustomerHeaderSearch
            results={searchResults}
            defaultText={defaultSearchText}
            onSearchChange={onSearchChange}
            onSelectProduct={onSelectProduct}
            busy={searchBusy}
            onSubmitSearch={onSubmitSearch}
            seeAllHref={seeAllSearchHref}
          />
        </div>
        <span className={`${styles.spacer} ${layout.phoneOnly}`} />
        <div className={styles.icons}>
          <IconButton label="Cart" count={cartCount} onPress={onCartPress}>
            <Icon name="cart" />
          </IconButton>
          <IconButton label="Wishlist" count={wishlistCount} onPress={onWishlistPress}>
            <Icon name="heart" />
          </IconButton>
          <CustomerHeaderNotifications
            notifications={notifications}
            canOpen={Boolean(user)}
            onPress={onNotificationsPress}
            onMarkAllRead={onMarkAllNotificationsRead}
            onOpenNotification={onOpenNotification}
            defaultOpen={defaultNotificationsOpen}
          />
        </div>
        <div className={`${styles.auth} ${layout.wideOnly}`}>
          {accountLabel === null ? (
            <>
              <Link className={layout.linkButton({ variant: 'secondary' })} href={loginHref}>
                Log in
              </Link>
              <Link className={layout.linkButton()} href={signUpHref}>
                Sign Up
              </Link>
            </>
          ) : (
            <Menu
              label={
                <span className={styles.accountLabel} title={accountLabel}>
                  {accountLabel}
                </span>
              }
              items={accountItems}
              onAction={(id) => onAccountAction?.(id as AccountMenuAction)}
            />
          )}
        </div>
      </div>
      <div className={`${styles.navBar} ${layout.wideOnly}`}>
        <div className={styles.navInner}>
          <CustomerHeaderNav
            brands={brands}
            categories={categories}
            shopHref={shopHref}
            homeHref={homeHref}
            aboutHref={aboutHref}
          />
        </div>
      </div>
      {mobileOpen && (
        <CustomerHeaderMobileMenu
          id={mobileMenuId}
          brands={brands}
          categories={categories}
          shopHref={shopHref}
          homeHref={homeHref}
          aboutHref={aboutHref}
          loginHref={loginHref}
          signUpHref={signUpHref}
          ordersHref={ordersHref}
          officeHref={officeHref}
          accountLabel={accountLabel}
          onAccountAction={onAccountAction}
        />
      )}
    </header>
  );
}

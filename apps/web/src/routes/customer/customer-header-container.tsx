import { CustomerHeader, toast, type AccountMenuAction, type ShopFilter } from '@idl/design-system';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, unreachableMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import type { AccountDialog } from '../../features/account/account-dialogs';
import { cartCount, useCart } from '../../features/cart/use-cart';
import { useBrands, useCategories } from '../../features/catalog/use-catalog';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../../features/notifications/use-notifications';
import { useSession } from '../../features/session/session';
import { useWishlist } from '../../features/wishlist/use-wishlist';
import { loadOnFirstUse, useShownOnce } from '../../features/shell/load-on-first-use';
import { useShell } from '../../features/shell/shell';
import { useHeaderSearch } from '../../features/shell/use-header-search';

const AccountDialogs = loadOnFirstUse(
  async () => (await import('../../features/account/account-dialogs')).AccountDialogs,
);

/** Starts loading the account dialogs (Your Account, Notification Settings, Change Password, devices). */
export const preloadAccountDialogs = AccountDialogs.preload;

const shopHref = (filter?: ShopFilter) => paths.shopFiltered(filter ?? {});

/** The customer header wired to the session, catalogue, cart, wishlist and notifications. */
export function CustomerHeaderContainer() {
  const session = useSession();
  const shell = useShell();
  const navigate = useNavigate();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [searchText, setSearchText] = useState('');
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const search = useHeaderSearch(searchText, categoryId);
  const categories = useCategories();
  const brands = useBrands();
  const cart = useCart();
  const wishlist = useWishlist();
  const notifications = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const signedIn = session.status === 'authenticated';
  const openDialog = signedIn ? dialog : null;
  const dialogsShown = useShownOnce(openDialog !== null);

  // Signed out (Sign Out, or Sign Out Everywhere in the devices dialog): on to the login page.
  const leave = () => void navigate(paths.login);

  function onAccountAction(action: AccountMenuAction) {
    if (action === 'signOut') {
      session.signOut();
      leave();
    } else if (action !== 'orders' && action !== 'office') setDialog(action); // links the router follows
  }

  return (
    <>
      <CustomerHeader
        user={session.user ?? null}
        categories={categories.data ?? []}
        brands={brands.data?.content ?? []}
        activeCategoryId={categoryId}
        onCategoryChange={setCategoryId}
        searchResults={search.results}
        searchBusy={search.busy}
        onSearchChange={setSearchText}
        onSelectProduct={(id) => void navigate(paths.product(id))}
        onSubmitSearch={(q) =>
          void navigate(paths.shopFiltered({ q, ...(categoryId === null ? {} : { categoryId }) }))
        }
        seeAllSearchHref={(q) => paths.shopFiltered({ q, ...(categoryId === null ? {} : { categoryId }) })}
        cartCount={signedIn ? cartCount(cart.data) : undefined}
        wishlistCount={signedIn ? wishlist.data?.items.length : undefined}
        notifications={signedIn ? notifications.data?.notifications : []}
        onCartPress={() => shell.openCart()}
        onWishlistPress={() => shell.requireAccount(() => void navigate(paths.wishlist))}
        onNotificationsPress={() => shell.requireAccount(() => void notifications.refetch())}
        onMarkAllNotificationsRead={() =>
          markAllRead.mutate(undefined, {
            onError: (error) => toast.error(errorMessage(error, unreachableMessage)),
          })
        }
        onOpenNotification={(id) => markRead.mutate(id)}
        onAccountAction={onAccountAction}
        shopHref={shopHref}
        homeHref={paths.home}
        aboutHref={paths.aboutUsAlias}
        loginHref={paths.login}
        signUpHref={paths.signup}
        ordersHref={paths.orders}
        officeHref={paths.office}
      />
      <Suspense fallback={null}>
        {dialogsShown && (
          <AccountDialogs open={openDialog} onClose={() => setDialog(null)} onSignedOut={leave} />
        )}
      </Suspense>
    </>
  );
}

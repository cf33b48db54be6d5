import { CartSummary, Footer } from '@idl/design-system';
import { startTransition, Suspense, useEffect } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { useCart } from '../../features/cart/use-cart';
import { useSession } from '../../features/session/session';
import { CustomerHeaderContainer, preloadAccountDialogs } from './customer-header-container';
import { loadOnFirstUse, useShownOnce } from '../../features/shell/load-on-first-use';
import { ShellProvider, useShell } from '../../features/shell/shell';

const CartPanelContainer = loadOnFirstUse(
  async () => (await import('./cart-panel-container')).CartPanelContainer,
);
const AccountRequiredContainer = loadOnFirstUse(
  async () => (await import('../../features/shell/account-required-container')).AccountRequiredContainer,
);

/** The header's controls open the cart, the Account Required modal or a dialog: fetch them early. */
function preloadHeaderParts() {
  void CartPanelContainer.preload();
  void AccountRequiredContainer.preload();
  void preloadAccountDialogs();
}

/**
 * The shop's pages (shop, brands, categories, product, wishlist, orders, order-info): the customer
 * header, the page, the footer, the cart panel and the Account Required modal. Pages render their
 * content only; the `<main>` landmark is here.
 */
export function CustomerLayout() {
  return (
    <ShellProvider>
      {/* Not interactive itself: it only notices the pointer or focus coming near the header's controls. */}
      <div style={{ display: 'contents' }} onPointerOver={preloadHeaderParts} onFocus={preloadHeaderParts}>
        <CustomerHeaderContainer />
      </div>
      {/* At least a screen tall, so the footer starts below the fold instead of jumping down when the page arrives. */}
      <main style={{ minHeight: '100vh' }}>
        <CartWithoutScripts />
        <Outlet />
      </main>
      <Footer />
      <ShellOverlays />
      <CartFromAddress />
    </ShellProvider>
  );
}

/**
 * `?cart=open` in the address (the marketing pages' account menu links there) opens the cart panel
 * once, then leaves the address as it was without it.
 */
function CartFromAddress() {
  const shell = useShell();
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const wantsCart = params.get('cart') === 'open';
  useEffect(() => {
    // Wait until the session is known: a visitor is asked for an account instead.
    if (!wantsCart || status === 'loading') return;
    // A transition: on a page rendered on the server, the page below may still be hydrating (its
    // code loading); an urgent update would make React throw its server markup away and render it
    // again, where a transition waits until it has hydrated.
    startTransition(() => {
      shell.openCart();
      setParams(
        (current) => {
          current.delete('cart');
          return current;
        },
        { replace: true },
      );
    });
  }, [wantsCart, status, shell, setParams]);
  return null;
}

/**
 * `?cart=open` for a browser that runs no script, where the cart panel (an overlay) never opens:
 * the cart's lines and total in the page. React renders a `<noscript>`'s children on the server
 * only; the browser with scripts neither shows nor hydrates them (nor runs their hooks), and opens
 * the panel instead.
 */
function CartWithoutScripts() {
  const [params] = useSearchParams();
  if (params.get('cart') !== 'open') return null;
  return (
    <noscript>
      <SignedInCart />
    </noscript>
  );
}

/** The signed-in visitor's cart from the same query as the panel and the header's count. */
function SignedInCart() {
  const { status } = useSession();
  const cart = useCart();
  if (status !== 'authenticated' || !cart.data) return null;
  return <CartSummary items={cart.data.items} totalAmount={cart.data.totalAmount} />;
}

/** The cart panel and the Account Required modal, each loaded when first opened and kept mounted after. */
function ShellOverlays() {
  const shell = useShell();
  const cartShown = useShownOnce(shell.cartOpen);
  const accountRequiredShown = useShownOnce(shell.accountRequiredOpen);
  return (
    <>
      <Suspense fallback={null}>{cartShown && <CartPanelContainer />}</Suspense>
      <Suspense fallback={null}>{accountRequiredShown && <AccountRequiredContainer />}</Suspense>
    </>
  );
}

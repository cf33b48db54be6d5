import { Footer } from '@idl/design-system';
import { Outlet } from 'react-router-dom';
import { CartPanelContainer } from '../../features/cart/cart-panel-container';
import { AccountRequiredContainer } from '../../features/shell/account-required-container';
import { ClientLinks } from '../../features/shell/client-links';
import { CustomerHeaderContainer } from '../../features/shell/customer-header-container';
import { ShellProvider } from '../../features/shell/shell';

/**
 * The shop's pages (shop, brands, categories, product, wishlist, orders, order-info): the customer
 * header, the page, the footer, the cart panel and the Account Required modal. Pages render their
 * content only; the `<main>` landmark is here.
 */
export function CustomerLayout() {
  return (
    <ShellProvider>
      <ClientLinks>
        <CustomerHeaderContainer />
        <main>
          <Outlet />
        </main>
        <Footer />
        <CartPanelContainer />
        <AccountRequiredContainer />
      </ClientLinks>
    </ShellProvider>
  );
}

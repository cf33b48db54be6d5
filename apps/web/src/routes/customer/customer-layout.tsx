import { Outlet } from 'react-router-dom';
import { CartPanelContainer } from '../../features/cart/cart-panel-container';
import { ShellProvider } from '../../features/shell/shell';

/**
 * The shop's pages (shop, brands, categories, product, wishlist, orders, order-info): the customer
 * header, the page, the footer, the cart panel and the Account Required modal.
 */
export function CustomerLayout() {
  return (
    <ShellProvider>
      <Outlet />
      <CartPanelContainer />
    </ShellProvider>
  );
}

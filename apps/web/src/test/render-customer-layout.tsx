import { CustomerLayout } from '../routes/customer/customer-layout';
import { renderRoutes } from './render';

/**
 * The customer layout around a stand-in page at any address, so the header, dialogs and modals can
 * be tested without depending on the real pages (which need their own API answers).
 */
export function renderCustomerLayout(path = '/shop') {
  return renderRoutes(
    [{ element: <CustomerLayout />, children: [{ path: '*', element: <h1>Page content</h1> }] }],
    path,
  );
}

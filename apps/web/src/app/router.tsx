import { siteRoutes } from '@idl/api-contract';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { DeactivatedNotice } from '../features/session/deactivated-notice';
import { authRoutes } from '../routes/auth/routes';
import { PageLoading } from '../routes/customer/page-loading';
import { customerRoutes } from '../routes/customer/routes';
import { MarketingLayout } from '../routes/marketing/marketing-layout';
import { marketingRoutes } from '../routes/marketing/routes';
import { NotFoundRoute } from '../routes/not-found';
import { RouteErrorBoundary } from '../routes/route-error';
import { warrantyRoutes } from '../routes/warranty/routes';
import { lazyPage } from './lazy-page';
import { RoutePageText } from './page-text';

/**
 * The app's route table. Every path is a route of the contract's `siteRoutes` (the one home of the
 * site's addresses, which the server reads too; site-paths.test.tsx checks the router names each of
 * them and no other). Plain elements only (no loaders, no route `lazy`): the app runs on the
 * declarative router (`useRoutes` in a `<BrowserRouter>`), which leaves react-router's data-router
 * code out of the bundle; pages load on first use through `lazyPage`.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RoutePageText />
        <Outlet />
        <DeactivatedNotice />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // The marketing header and footer frame the marketing pages and the warranty pages alike.
        element: <MarketingLayout />,
        children: [...marketingRoutes, ...warrantyRoutes],
      },
      ...authRoutes,
      {
        // The customer shell (header, cart panel, account dialogs) is its own chunk: the marketing
        // pages never load it.
        element: lazyPage(
          async () => (await import('../routes/customer/customer-layout')).CustomerLayout,
          <PageLoading label="Loading page" />,
        ),
        children: customerRoutes,
      },
      {
        path: siteRoutes.admin.path,
        element: lazyPage(async () => (await import('../routes/admin/admin-root')).AdminRoot),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The page for the current address (render inside a router). */
export function AppRoutes() {
  return useRoutes(routes);
}

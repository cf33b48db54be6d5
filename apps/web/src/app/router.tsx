import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { DeactivatedNotice } from '../features/session/deactivated-notice';
import { authRoutes } from '../routes/auth/routes';
import { PageLoading } from '../routes/customer/page-state';
import { customerRoutes } from '../routes/customer/routes';
import { marketingRoutes } from '../routes/marketing/routes';
import { NotFoundRoute } from '../routes/not-found';
import { RouteErrorBoundary } from '../routes/route-error';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

/**
 * The app's route table. Plain elements only (no loaders, no route `lazy`): the app runs on the
 * declarative router (`useRoutes` in a `<BrowserRouter>`), which leaves react-router's data-router
 * code out of the bundle; pages load on first use through `lazyPage`.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Outlet />
        <DeactivatedNotice />
      </RouteErrorBoundary>
    ),
    children: [
      ...marketingRoutes,
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
        path: `${paths.admin.root}/*`,
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

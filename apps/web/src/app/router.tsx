import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { authRoutes } from '../routes/auth/routes';
import { customerRoutes } from '../routes/customer/routes';
import { marketingRoutes } from '../routes/marketing/routes';
import { PageLoading } from '../routes/customer/page-state';
import { NotFoundRoute } from '../routes/not-found';
import { RouteErrorBoundary } from '../routes/route-error';
import { paths } from './paths';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      ...marketingRoutes,
      ...authRoutes,
      {
        // The customer shell (header, cart panel, account dialogs) is its own chunk: the marketing
        // pages never load it.
        lazy: async () => ({
          Component: (await import('../routes/customer/customer-layout')).CustomerLayout,
        }),
        hydrateFallbackElement: <PageLoading label="Loading page" />,
        children: customerRoutes,
      },
      {
        path: `${paths.admin.root}/*`,
        lazy: async () => ({ Component: (await import('../routes/admin/admin-root')).AdminRoot }),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

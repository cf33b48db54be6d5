import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { authRoutes } from '../routes/auth/routes';
import { CustomerLayout } from '../routes/customer/customer-layout';
import { customerRoutes } from '../routes/customer/routes';
import { marketingRoutes } from '../routes/marketing/routes';
import { NotFoundRoute } from '../routes/not-found';
import { RouteErrorBoundary } from '../routes/route-error';
import { paths } from './paths';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      ...marketingRoutes,
      ...authRoutes,
      { element: <CustomerLayout />, children: customerRoutes },
      {
        path: `${paths.admin.root}/*`,
        lazy: async () => ({ Component: (await import('../routes/admin/admin-root')).AdminRoot }),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

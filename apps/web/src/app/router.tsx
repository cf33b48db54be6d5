import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomeRoute } from '../routes/home';
import { NotFoundRoute } from '../routes/not-found';
import { RouteErrorBoundary } from '../routes/route-error';
import { paths } from './paths';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      {
        path: `${paths.admin.root}/*`,
        lazy: async () => ({ Component: (await import('../routes/admin/admin-root')).AdminRoot }),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

import { ToastRegion } from '@idl/design-system';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { LinkRouter } from '../app/link-router';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { SessionProvider } from '../features/session/session';

/**
 * Renders `table` at `path` with the session and toasts, and a fresh data cache (or `queryClient`,
 * e.g. one the page's data was fetched into early), the links following the router as in the app
 * (LinkRouter). Queries are not retried in tests.
 */
export function renderRoutes(table: RouteObject[], path: string, { queryClient = createQueryClient() } = {}) {
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <LinkRouter>
            <Outlet />
          </LinkRouter>
        ),
        children: table,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <ToastRegion />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders the whole app at `path`, as a user would open it. */
export function renderApp(
  path: string,
  options: { queryClient?: ReturnType<typeof createQueryClient> } = {},
) {
  return renderRoutes(routes, path, options);
}

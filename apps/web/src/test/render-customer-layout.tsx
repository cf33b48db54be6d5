import { ToastRegion } from '@idl/design-system';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../app/query-client';
import { SessionProvider } from '../features/session/session';
import { CustomerLayout } from '../routes/customer/customer-layout';

/**
 * The customer layout around a stand-in page at any address, so the header, dialogs and modals can
 * be tested without depending on the real pages (which need their own API answers).
 */
export function renderCustomerLayout(path = '/shop') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [{ element: <CustomerLayout />, children: [{ path: '*', element: <h1>Page content</h1> }] }],
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

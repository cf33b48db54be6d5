import { SiteLocale } from '@idl/design-system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '../features/session/session';
import { LinkRouter } from './link-router';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { Toasts } from './toasts';

/**
 * The web app's root: data cache (`queryClient` when the caller made it, e.g. to fetch early),
 * session, and the router, which the design system's links follow (LinkRouter).
 */
export function App({ queryClient: given }: { queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <SiteLocale>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <BrowserRouter>
            <LinkRouter>
              <AppRoutes />
            </LinkRouter>
          </BrowserRouter>
          <Toasts />
        </SessionProvider>
      </QueryClientProvider>
    </SiteLocale>
  );
}

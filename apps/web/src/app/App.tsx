import { SiteLocale } from '@idl/design-system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '../features/session/session';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { Toasts } from './toasts';

/** The web app's root: data cache (`queryClient` when the caller made it, e.g. to fetch early), session and router. */
export function App({ queryClient: given }: { queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <SiteLocale>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Toasts />
        </SessionProvider>
      </QueryClientProvider>
    </SiteLocale>
  );
}

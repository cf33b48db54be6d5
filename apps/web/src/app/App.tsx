import { SiteLocale } from '@idl/design-system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { SessionProvider } from '../features/session/session';
import { LinkRouter } from './link-router';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { Toasts } from './toasts';

export interface AppProps {
  /** The data cache, when the caller made it (to fetch early, or with the server's answers). */
  queryClient?: QueryClient;
  /** Rendering on the server: the address to render (path and query); in the browser, omitted. */
  location?: string;
  /** Whether the server rendered the page signed in (the session cookie was valid). */
  signedIn?: boolean;
}

/**
 * The web app's root: data cache, session, and the router, which the design system's links follow
 * (LinkRouter). The server renders the same tree at `location` (entry-server.tsx); the browser
 * hydrates it (main.tsx).
 */
export function App({ queryClient: given, location, signedIn = false }: AppProps = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const routes = (
    <LinkRouter>
      <AppRoutes />
    </LinkRouter>
  );
  return (
    <SiteLocale>
      <QueryClientProvider client={queryClient}>
        <SessionProvider signedInOnServer={signedIn}>
          {location === undefined ? (
            <BrowserRouter>{routes}</BrowserRouter>
          ) : (
            <StaticRouter location={location}>{routes}</StaticRouter>
          )}
          <Toasts />
        </SessionProvider>
      </QueryClientProvider>
    </SiteLocale>
  );
}

import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './App';
import { sessionMark } from './api-client';
import { preloadRoute } from './preload-route';
import { createQueryClient, keepRenderedFailures } from './query-client';
import { readRenderedState, restoreInlineStyles } from './rendered-state';

/**
 * Starts the app in `container`: hydrates the page the server rendered there (with the answers it
 * was rendered with), or renders it in the browser when the server sent it unrendered.
 */
export function startApp(
  container: HTMLElement,
  { queryClient = createQueryClient() }: { queryClient?: QueryClient } = {},
): Root {
  const rendered = readRenderedState(container.ownerDocument);
  if (!rendered) {
    preloadRoute(window.location, queryClient);
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
    return root;
  }
  // The server's answers fill the cache (no second request; the server keeps rendered pages only
  // while the catalogue is unchanged, so they count as fresh now), and the cookie it read says
  // whether the visitor is signed in, which the mark follows.
  const now = Date.now();
  for (const query of rendered.queries.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, rendered.queries);
  keepRenderedFailures(queryClient, rendered.queries);
  restoreInlineStyles(container);
  if (rendered.signedIn && !sessionMark.get()) sessionMark.set();
  if (!rendered.signedIn && sessionMark.get()) sessionMark.clear();
  preloadRoute(window.location, queryClient);
  return hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={queryClient} signedIn={rendered.signedIn} />
    </StrictMode>,
  );
}

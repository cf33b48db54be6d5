import '@idl/design-system/fonts';
// The page-wide rules (box sizing, body margin, focus ring, .visually-hidden) load with the entry,
// not with whichever lazy chunk happens to import the theme first.
import '@idl/design-system/global';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { sessionMark } from './app/api-client';
import { preloadRoute } from './app/preload-route';
import { createQueryClient } from './app/query-client';
import { readRenderedState, restoreInlineStyles } from './app/rendered-state';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const queryClient = createQueryClient();
const rendered = readRenderedState(document);
if (rendered) {
  // The server rendered this page: its answers fill the cache (no second request; the server keeps
  // rendered pages only while the catalogue is unchanged, so they count as fresh now), and the
  // cookie it read says whether the visitor is signed in, which the mark follows.
  const now = Date.now();
  for (const query of rendered.queries.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, rendered.queries);
  restoreInlineStyles(container);
  if (rendered.signedIn && !sessionMark.get()) sessionMark.set();
  if (!rendered.signedIn && sessionMark.get()) sessionMark.clear();
  preloadRoute(window.location, queryClient);
  hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={queryClient} signedIn={rendered.signedIn} />
    </StrictMode>,
  );
} else {
  preloadRoute(window.location, queryClient);
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

import '@idl/design-system/fonts';
// The page-wide rules (box sizing, body margin, focus ring, .visually-hidden) load with the entry,
// not with whichever lazy chunk happens to import the theme first.
import '@idl/design-system/global';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/preload-route';
import { createQueryClient } from './app/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const queryClient = createQueryClient();
preloadRoute(window.location, queryClient);
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);

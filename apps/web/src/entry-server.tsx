/**
 * The server's renderer of the web app (built by `vite build --ssr` into dist-server, loaded by the
 * API's static-web plugin). It renders the same App the browser hydrates, with the same queries:
 * the page is rendered, the queries it asked for are answered (in-process, with the visitor's
 * cookie), and it is rendered again until no query is left waiting; the answers go into the page
 * as a data block (rendered-state.ts) so the browser shows them without asking again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { siteRoutes, type ServerRender, type ServerRenderedPage } from '@idl/api-contract';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath } from 'react-router-dom';
import { App } from './app/App';
import { setRequestSender, SIGNED_IN } from './app/api-client';
import { preloadRoute } from './app/preload-route';
import { createQueryClient } from './app/query-client';
import { renderedStateScript, shouldSendQuery } from './app/rendered-state';
import {
  brandsQueryOptions,
  categoriesQueryOptions,
  relatedProductsQueryOptions,
} from './features/catalog/use-catalog';
import { productReviewsQueryOptions } from './features/reviews/use-reviews';
import { meQueryOptions } from './features/session/session';

const senders = new AsyncLocalStorage<typeof fetch>();
// During a render, the app's requests go to that render's visitor; outside of one, as before.
setRequestSender((...args) => (senders.getStore() ?? fetch)(...args));

/** Renders the whole tree (every lazy page and Suspense boundary resolved) to a string. */
function renderAll(element: React.ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, whatever its size: an outlined one would be revealed by an inline
      // script, which the content security policy forbids (and the page is sent whole anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (!failed) stream.pipe(sink);
      },
      onShellError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // A boundary that failed on the server renders in the browser instead: not the whole page.
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    setTimeout(() => {
      if (chunks.length === 0) {
        failed = true;
        stream.abort(new Error(`Rendering took over ${timeoutMs} ms`));
        reject(new Error(`Rendering took over ${timeoutMs} ms`));
      }
    }, timeoutMs).unref();
  });
}

/** Queries the page asked for that are neither answered nor turned off. */
function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const enabled = (query.options as { enabled?: unknown }).enabled;
      return typeof enabled === 'function'
        ? (enabled as (q: Query) => boolean)(query) !== false
        : enabled !== false;
    });
}

/**
 * What the browser asks for first (preloadRoute), and on a product page what it asks for next: its
 * related products, its reviews and the header's menus (the browser's entry leaves these to the
 * page, to stay small).
 */
function preloadPage(location: URL, queryClient: QueryClient) {
  preloadRoute(location, queryClient);
  const productId = Number(matchPath(siteRoutes.product.path, location.pathname)?.params.productId);
  if (Number.isSafeInteger(productId) && productId > 0) {
    void queryClient.prefetchQuery(relatedProductsQueryOptions(productId));
    void queryClient.prefetchInfiniteQuery(productReviewsQueryOptions(productId));
    void queryClient.prefetchQuery(categoriesQueryOptions);
    void queryClient.prefetchQuery(brandsQueryOptions);
  }
}

/** Waits for the queries being fetched (whatever their outcome). */
function answered(queryClient: QueryClient) {
  const fetching = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.fetchStatus === 'fetching');
  // fetch() on a query under way joins it instead of asking again.
  return Promise.all(fetching.map((query) => query.fetch().catch(() => undefined)));
}

const MAX_PASSES = 4;

/** The renderer the server loads (the contract's ServerRender). */
export const render: ServerRender = async ({
  url,
  send,
  hasSession,
  timeoutMs = 5_000,
}): Promise<ServerRenderedPage> => {
  return senders.run(send, async () => {
    const queryClient = createQueryClient({ server: true });
    let signedIn = false;
    if (hasSession) {
      try {
        await queryClient.fetchQuery(meQueryOptions(SIGNED_IN));
        signedIn = true;
      } catch {
        // The cookie is no session any more: the page is rendered signed out.
        queryClient.removeQueries({ queryKey: meQueryOptions(SIGNED_IN).queryKey });
      }
    }
    // What the page is known to ask for is asked at once, with its lazy chunks: the first render
    // then finds it, which saves a render.
    preloadPage(new URL(url, 'http://localhost'), queryClient);
    await answered(queryClient);
    const started = Date.now();
    let html = '';
    for (let pass = 1; ; pass += 1) {
      const left = Math.max(1, timeoutMs - (Date.now() - started));
      html = await renderAll(
        <StrictMode>
          <App queryClient={queryClient} location={url} signedIn={signedIn} />
        </StrictMode>,
        left,
      );
      const waiting = waitingQueries(queryClient);
      if (waiting.length === 0 || pass === MAX_PASSES) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    const stateScript = renderedStateScript({
      signedIn,
      queries: dehydrate(queryClient, { shouldDehydrateQuery: shouldSendQuery }),
    });
    queryClient.clear();
    return { html, stateScript, signedIn };
  });
};

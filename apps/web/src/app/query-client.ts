import { QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { ApiRequestError } from '@idl/api-contract';

/**
 * The failed answers a server-rendered page came with (rendered-state.ts: a product that does not
 * exist), by query: the page was rendered showing them, so mounting does not ask again while the
 * query still holds that answer (asking would show a loading page instead while hydrating, and a
 * missing record stays missing). A failed query's state is always marked invalidated, so that mark
 * cannot tell; a later answer replaces the error, and the usual rules apply again.
 */
const renderedFailures = new WeakMap<Query, unknown>();

/** Remembers the failed answers of a server-rendered page's state, once hydrated into `queryClient`. */
export function keepRenderedFailures(queryClient: QueryClient, state: DehydratedState) {
  for (const { queryHash } of state.queries) {
    const query = queryClient.getQueryCache().get(queryHash);
    if (query?.state.status === 'error') renderedFailures.set(query, query.state.error);
  }
}

/** The app's data cache. On the server (`server`), a failed answer is not asked again: the browser will. */
export function createQueryClient({ server = false }: { server?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: server
          ? false
          : (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
        // On the server a failed answer is rendered as such (the next pass must not show it loading).
        retryOnMount: server ? false : (query) => renderedFailures.get(query) !== query.state.error,
      },
    },
  });
}

/**
 * After a change on the server, reads everything under `queryKey` again. A read still under way
 * started before the change and answers with what was there before, and invalidating does not
 * restart a query's first read (it has no data to cancel for): an admin who searched and at once
 * deactivated an account saw it stay Active. Such reads are cancelled first.
 */
export async function readAgainAfterChange(queryClient: QueryClient, queryKey: readonly unknown[]) {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

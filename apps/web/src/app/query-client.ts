import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@idl/api-contract';

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
      },
    },
  });
}

import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@idl/api-contract';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
      },
    },
  });
}

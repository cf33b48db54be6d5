import { paymentsEndpoints } from '@idl/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';

/** Admin: money in and out by UTC day from `from` to `to` (both included), with its check. */
export function useReconciliation(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'payments', 'reconciliation', from, to],
    queryFn: ({ signal }) => api.call(paymentsEndpoints.reconciliation, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

import { officesEndpoints, type OfficeReviewRequest, type OfficeStatus } from '@idl/api-contract';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';

const officesKey = ['admin', 'offices'] as const;
/** Offices of each status shown at once (the API's largest page). */
export const OFFICES_SHOWN = 100;
const statuses: readonly OfficeStatus[] = ['pending', 'verified', 'rejected'];

/**
 * The dentist offices by status, each list oldest first as the API sends them: those awaiting
 * verification, the verified and the rejected ones.
 */
export function useAdminOffices() {
  return useQueries({
    queries: statuses.map((status) => ({
      queryKey: [...officesKey, status],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.call(officesEndpoints.adminOffices, { query: { status, page: 0, size: OFFICES_SHOWN }, signal }),
    })),
    combine: (results) => ({
      offices: results.flatMap((result) => result.data?.items ?? []),
      /** Offices beyond the first page of a status, not shown. */
      notShown: results.reduce(
        (sum, result) => sum + Math.max(0, (result.data?.total ?? 0) - OFFICES_SHOWN),
        0,
      ),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.isError)?.error ?? null,
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}

/** Verifies or rejects a pending office, then refreshes the lists. */
export function useReviewOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ officeId, review }: { officeId: number; review: OfficeReviewRequest }) =>
      api.call(officesEndpoints.reviewOffice, { params: { officeId }, body: review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officesKey }),
  });
}

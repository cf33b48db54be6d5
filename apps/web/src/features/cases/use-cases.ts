import { casesEndpoints, scansEndpoints, type RemakeRequest, type Scan } from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useSession } from '../session/session';

export const casesKeys = {
  mine: (page: number) => ['cases', 'mine', page] as const,
  one: (caseId: number) => ['cases', 'one', caseId] as const,
  scans: (caseId: number) => ['cases', 'scans', caseId] as const,
  messages: (caseId: number) => ['cases', 'messages', caseId] as const,
};

/** One page of the signed-in office's cases, newest first (none for an account without an office). */
export function useMyCases(page: number) {
  const { status } = useSession();
  return useQuery({
    queryKey: casesKeys.mine(page),
    queryFn: ({ signal }) => api.call(casesEndpoints.myCases, { query: { page, size: 20 }, signal }),
    enabled: status === 'authenticated',
  });
}

/** One of the office's cases with its prescription and timeline (another office's is a 404). */
export function useMyCase(caseId: number) {
  const { status } = useSession();
  return useQuery({
    queryKey: casesKeys.one(caseId),
    queryFn: ({ signal }) => api.call(casesEndpoints.myCase, { params: { caseId }, signal }),
    enabled: status === 'authenticated' && Number.isInteger(caseId) && caseId > 0,
  });
}

/** The case's scans (completed uploads), oldest first. */
export function useCaseScans(caseId: number) {
  const { status } = useSession();
  return useQuery({
    queryKey: casesKeys.scans(caseId),
    queryFn: ({ signal }) => api.call(scansEndpoints.caseScans, { params: { caseId }, signal }),
    enabled: status === 'authenticated' && Number.isInteger(caseId) && caseId > 0,
  });
}

/** A scan's bytes, fetched with the session, for the 3D viewer (kept while the page is open). */
export function useScanBytes(scan: Scan) {
  return useQuery({
    queryKey: ['cases', 'scan-bytes', scan.caseId, scan.id],
    queryFn: async ({ signal }) =>
      (
        await api.call(scansEndpoints.scanFile, { params: { caseId: scan.caseId, scanId: scan.id }, signal })
      ).arrayBuffer(),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/** The office asks for a remake of a shipped or delivered case; the answer is the new case. */
export function useRequestRemake(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemakeRequest) => api.call(casesEndpoints.requestRemake, { params: { caseId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: casesKeys.one(caseId) });
      void queryClient.invalidateQueries({ queryKey: ['cases', 'mine'] });
    },
  });
}

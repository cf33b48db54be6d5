import {
  casesEndpoints,
  casesPaths,
  fillPath,
  scansEndpoints,
  type CaseMoveRequest,
  type CasePhoto,
  type CaseStage,
  type CaseSummary,
  type Scan,
} from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useCaseMessageMutation } from './case-message';

const adminCasesKey = ['admin', 'cases'] as const;
/** The API's largest page. */
const PAGE_SIZE = 100;
/** The stages a case is on the lab's board in (a delivered case has left it). */
const openStages: readonly Exclude<CaseStage, 'delivered'>[] = [
  'received',
  'design',
  'milling_printing',
  'finishing',
  'quality_check',
  'shipped',
];

/** Every case of one stage, page after page. */
async function casesAt(stage: CaseStage, signal: AbortSignal): Promise<CaseSummary[]> {
  const cases: CaseSummary[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await api.call(casesEndpoints.adminCases, {
      query: { stage, page, size: PAGE_SIZE },
      signal,
    });
    cases.push(...answer.items);
    if (answer.items.length < PAGE_SIZE || cases.length >= answer.total) return cases;
  }
}

/** The lab's open cases, every stage up to shipped (delivered ones are not fetched: they only grow). */
export function useLabBoardCases() {
  return useQuery({
    queryKey: [...adminCasesKey, 'board'],
    queryFn: async ({ signal }) =>
      (await Promise.all(openStages.map((stage) => casesAt(stage, signal)))).flat(),
  });
}

const caseKey = (caseId: number) => [...adminCasesKey, caseId] as const;
const validId = (caseId: number) => Number.isInteger(caseId) && caseId > 0;

/** One case with its prescription and timeline, as the lab reads it. */
export function useAdminCase(caseId: number) {
  return useQuery({
    queryKey: caseKey(caseId),
    queryFn: ({ signal }) => api.call(casesEndpoints.adminCase, { params: { caseId }, signal }),
    enabled: validId(caseId),
  });
}

/** Who sent, looked at or changed the case, and when. */
export function useCaseRecord(caseId: number) {
  return useQuery({
    queryKey: [...caseKey(caseId), 'record'],
    queryFn: ({ signal }) => api.call(casesEndpoints.caseRecord, { params: { caseId }, signal }),
    enabled: validId(caseId),
  });
}

/** The case's scans (completed uploads). */
export function useAdminCaseScans(caseId: number) {
  return useQuery({
    queryKey: [...caseKey(caseId), 'scans'],
    queryFn: ({ signal }) => api.call(scansEndpoints.adminCaseScans, { params: { caseId }, signal }),
    enabled: validId(caseId),
  });
}

/** The case's conversation with its office, oldest first. */
export function useAdminCaseMessages(caseId: number) {
  return useQuery({
    queryKey: [...caseKey(caseId), 'messages'],
    queryFn: ({ signal }) => api.call(casesEndpoints.adminCaseMessages, { params: { caseId }, signal }),
    enabled: validId(caseId),
  });
}

/** Everything the case page shows of the case, and the board, is fetched again after a change. */
function useRefreshCase(caseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: caseKey(caseId) }),
      queryClient.invalidateQueries({ queryKey: [...adminCasesKey, 'board'] }),
    ]);
}

/** Moves the case one stage on, puts it on hold with a question, or resumes it. */
export function useMoveCase(caseId: number) {
  const refresh = useRefreshCase(caseId);
  return useMutation({
    mutationFn: (move: CaseMoveRequest) =>
      api.call(casesEndpoints.moveCase, { params: { caseId }, body: move }),
    onSuccess: refresh,
  });
}

/**
 * Where a photo of the case's conversation is served to the lab: the browser sends the session
 * cookie with the image's request.
 */
export const labCasePhotoUrl = (caseId: number) => (photo: CasePhoto, size: 'thumbnail' | 'medium') =>
  `${fillPath(casesPaths.adminCasePhoto, { caseId, photoId: photo.id })}?size=${size}`;

/** The lab writes in the case's conversation (`useCaseMessageMutation`), then the case is read again. */
export function usePostLabMessage(caseId: number) {
  const refresh = useRefreshCase(caseId);
  return useCaseMessageMutation(
    {
      addPhoto: (body) => api.call(casesEndpoints.addAdminCasePhoto, { params: { caseId }, body }),
      post: (body, headers) =>
        api.call(casesEndpoints.postAdminCaseMessage, { params: { caseId }, body, headers }),
    },
    refresh,
  );
}

/** A scan's bytes for the 3D viewer, fetched once it is asked for. */
export function useScanBytes(scan: Scan | undefined) {
  return useQuery({
    queryKey: [...adminCasesKey, scan?.caseId, 'scan-bytes', scan?.id],
    queryFn: async ({ signal }) => {
      const file = await api.call(scansEndpoints.adminScanFile, {
        params: { caseId: scan!.caseId, scanId: scan!.id },
        signal,
      });
      return file.arrayBuffer();
    },
    enabled: scan !== undefined,
    // A scan is hundreds of MB: keep only the one on screen.
    gcTime: 0,
    staleTime: Infinity,
  });
}

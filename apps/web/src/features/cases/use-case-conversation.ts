import {
  casesEndpoints,
  casesPaths,
  fillPath,
  IDEMPOTENCY_KEY_HEADER,
  type CasePhoto,
} from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../app/api-client';
import { newIdempotencyKey } from '../admin/single-submit';
import { useSession } from '../session/session';
import { casesKeys } from './use-cases';

/** The case's conversation, oldest first (reading it is recorded on the case). */
export function useCaseMessages(caseId: number) {
  const { status } = useSession();
  return useQuery({
    queryKey: casesKeys.messages(caseId),
    queryFn: ({ signal }) => api.call(casesEndpoints.myCaseMessages, { params: { caseId }, signal }),
    enabled: status === 'authenticated' && Number.isInteger(caseId) && caseId > 0,
  });
}

/**
 * Where a photo of the case's conversation is served: the browser sends the session cookie with
 * the image's request, and the server serves it to the case's office and the lab only.
 */
export const casePhotoUrl = (caseId: number) => (photo: CasePhoto, size: 'thumbnail' | 'medium') =>
  `${fillPath(casesPaths.casePhoto, { caseId, photoId: photo.id })}?size=${size}`;

/**
 * The office writes in the case's conversation: its photos are added to the case first, then the
 * text is posted with their ids. A retry of the same message (after a failure) reuses its key.
 */
export function useSendCaseMessage(caseId: number) {
  const queryClient = useQueryClient();
  const idempotencyKey = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: async ({ text, files }: { text: string; files: File[] }) => {
      const photoIds: number[] = [];
      for (const file of files) {
        const body = new FormData();
        body.append('file', file, file.name);
        photoIds.push((await api.call(casesEndpoints.addMyCasePhoto, { params: { caseId }, body })).id);
      }
      return api.call(casesEndpoints.postMyCaseMessage, {
        params: { caseId },
        body: { text, photoIds: photoIds.length > 0 ? photoIds : undefined },
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey.current },
      });
    },
    onSuccess: () => {
      idempotencyKey.current = newIdempotencyKey();
      void queryClient.invalidateQueries({ queryKey: casesKeys.messages(caseId) });
      // An answer to the lab's question may resume the case: its stage and timeline follow.
      void queryClient.invalidateQueries({ queryKey: casesKeys.one(caseId) });
    },
  });
}

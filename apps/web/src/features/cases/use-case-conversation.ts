import { casesEndpoints, casesPaths, fillPath, type CasePhoto } from '@idl/api-contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useCaseMessageMutation } from '../admin/case-message';
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

/** The office writes in the case's conversation (`useCaseMessageMutation`). */
export function useSendCaseMessage(caseId: number) {
  const queryClient = useQueryClient();
  return useCaseMessageMutation(
    {
      addPhoto: (body) => api.call(casesEndpoints.addMyCasePhoto, { params: { caseId }, body }),
      post: (body, headers) =>
        api.call(casesEndpoints.postMyCaseMessage, { params: { caseId }, body, headers }),
    },
    () => {
      void queryClient.invalidateQueries({ queryKey: casesKeys.messages(caseId) });
      // An answer to the lab's question may resume the case: its stage and timeline follow.
      void queryClient.invalidateQueries({ queryKey: casesKeys.one(caseId) });
    },
  );
}

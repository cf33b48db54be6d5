import { officesEndpoints, type OfficeSignUpRequest } from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useSession } from '../session/session';

export const officeKeys = { mine: ['offices', 'mine'] as const };

/**
 * The signed-in account's dentist office, or null when it has signed none up: the office pages tell
 * a new office from one waiting for verification or verified.
 */
export function useMyOffice() {
  const { status } = useSession();
  return useQuery({
    queryKey: officeKeys.mine,
    queryFn: ({ signal }) => api.call(officesEndpoints.myOffice, { signal }),
    enabled: status === 'authenticated',
  });
}

/** Signs the account's office up (or sends a refused one again); the office then waits for the lab. */
export function useSignUpOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeSignUpRequest) => api.call(officesEndpoints.signUpOffice, { body }),
    onSuccess: (office) => queryClient.setQueryData(officeKeys.mine, office),
  });
}

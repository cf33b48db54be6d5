import { operationsEndpoints } from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';

const operationsKey = ['admin', 'operations'] as const;

/** Last backup and the mail queue (waiting, given up), refreshed every minute; resend a failed e-mail. */
export function useOperations() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: operationsKey,
    queryFn: ({ signal }) => api.call(operationsEndpoints.status, { signal }),
    refetchInterval: 60_000,
  });
  const resend = useMutation({
    mutationFn: (mailId: number) => api.call(operationsEndpoints.resendMail, { params: { mailId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationsKey }),
  });
  return { query, resend };
}

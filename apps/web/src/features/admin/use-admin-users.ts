import { type UserStatus, usersEndpoints } from '@idl/api-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { readAgainAfterChange } from '../../app/query-client';

/** Rows per page of the list (the API filters; the whole filtered list is paged on screen). */
export const USERS_PAGE_SIZE = 20;
const usersKey = ['admin', 'users'] as const;

export interface AdminUsersQuery {
  q?: string;
  status?: UserStatus;
}

/** The accounts matching the e-mail search and status, filtered on the server. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: ({ signal }) =>
      api.call(usersEndpoints.adminUsers, { query: { q: query.q, status: query.status }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Deactivates or activates an account, then refreshes the list. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.call(active ? usersEndpoints.activateUser : usersEndpoints.deactivateUser, { params: { id } }),
    onSuccess: () => readAgainAfterChange(queryClient, usersKey),
  });
}

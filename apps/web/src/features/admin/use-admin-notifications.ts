import { notificationsEndpoints } from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';

export const notificationsKey = ['admin', 'notifications'] as const;

/** The signed-in admin's notifications (new orders, out of stock), refreshed every minute. */
export function useAdminNotifications() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api.call(notificationsEndpoints.list, { signal }),
    refetchInterval: 60_000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsKey });
  const markRead = useMutation({
    mutationFn: (id: number) => api.call(notificationsEndpoints.markRead, { params: { id } }),
    onSettled: refresh,
  });
  const markAllRead = useMutation({
    mutationFn: () => api.call(notificationsEndpoints.markAllRead),
    onSettled: refresh,
  });
  return {
    notifications: query.data?.notifications ?? [],
    unreadCount: query.data?.unreadCount ?? 0,
    markRead: (id: number) => markRead.mutate(id),
    markAllRead: () => markAllRead.mutate(),
  };
}

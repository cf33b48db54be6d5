import {
  fillPath,
  notificationsPaths,
  notificationsResponseSchema,
  readAllResponseSchema,
} from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';

export const notificationsKey = ['admin', 'notifications'] as const;

/** The signed-in admin's notifications (new orders, out of stock), refreshed every minute. */
export function useAdminNotifications() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) =>
      api.request(notificationsPaths.notifications, { response: notificationsResponseSchema, signal }),
    refetchInterval: 60_000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsKey });
  const markRead = useMutation({
    mutationFn: (id: number) =>
      api.request(fillPath(notificationsPaths.notificationRead, { id }), {
        method: 'POST',
        response: readAllResponseSchema,
      }),
    onSettled: refresh,
  });
  const markAllRead = useMutation({
    mutationFn: () =>
      api.request(notificationsPaths.notificationsReadAll, {
        method: 'POST',
        response: readAllResponseSchema,
      }),
    onSettled: refresh,
  });
  return {
    notifications: query.data?.notifications ?? [],
    unreadCount: query.data?.unreadCount ?? 0,
    markRead: (id: number) => markRead.mutate(id),
    markAllRead: () => markAllRead.mutate(),
  };
}

import { type NotificationsResponse, notificationsEndpoints } from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useSession } from '../session/session';

export const notificationsKey = ['notifications'] as const;

/** The signed-in user's notifications, newest first, with the unread count (nothing for a visitor). */
export function useNotifications() {
  const { status } = useSession();
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api.call(notificationsEndpoints.list, { signal }),
    enabled: status === 'authenticated',
    // New order notifications show up without a reload; the bell also asks again when pressed.
    refetchInterval: 60_000,
  });
}

/** Marks every notification read; the cached list follows with the server's unread count. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(notificationsEndpoints.markAllRead),
    onSuccess: ({ unreadCount }) =>
      queryClient.setQueryData<NotificationsResponse>(notificationsKey, (current) =>
        current
          ? {
              unreadCount,
              notifications: current.notifications.map((n) => ({ ...n, read: true })),
            }
          : current,
      ),
  });
}

/** Marks one notification read (the customer followed its link); the cached list follows. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(notificationsEndpoints.markRead, { params: { id } }),
    onSuccess: ({ unreadCount }, id) =>
      queryClient.setQueryData<NotificationsResponse>(notificationsKey, (current) =>
        current
          ? {
              unreadCount,
              notifications: current.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
            }
          : current,
      ),
  });
}

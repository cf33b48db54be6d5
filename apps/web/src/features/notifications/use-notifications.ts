import {
  fillPath,
  notificationsPaths,
  notificationsResponseSchema,
  readAllResponseSchema,
  type NotificationsResponse,
} from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useSession } from '../session/session';

export const notificationsKey = ['notifications'] as const;

/** The signed-in user's notifications, newest first, with the unread count (nothing for a visitor). */
export function useNotifications() {
  const { status } = useSession();
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) =>
      api.request(notificationsPaths.notifications, { response: notificationsResponseSchema, signal }),
    enabled: status === 'authenticated',
  });
}

/** Applies a read mark to the cached list at once; the server's unread count is what stays. */
function useReadChange<TVariables>(
  send: (variables: TVariables) => Promise<{ unreadCount: number }>,
  isMarked: (id: number, variables: TVariables) => boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ unreadCount }, variables) =>
      queryClient.setQueryData<NotificationsResponse>(notificationsKey, (current) =>
        current
          ? {
              unreadCount,
              notifications: current.notifications.map((n) =>
                isMarked(n.id, variables) ? { ...n, read: true } : n,
              ),
            }
          : current,
      ),
  });
}

export const useMarkAllNotificationsRead = () =>
  useReadChange(
    () =>
      api.request(notificationsPaths.notificationsReadAll, {
        method: 'POST',
        response: readAllResponseSchema,
      }),
    () => true,
  );

export const useMarkNotificationRead = () =>
  useReadChange(
    (id: number) =>
      api.request(fillPath(notificationsPaths.notificationRead, { id }), {
        method: 'POST',
        response: readAllResponseSchema,
      }),
    (id, markedId) => id === markedId,
  );

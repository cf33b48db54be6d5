import {
  type ChangePasswordRequest,
  type NotificationSettings,
  type UpdateProfileRequest,
  usersEndpoints,
} from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { meQueryKey } from '../session/session';

export const notificationSettingsKey = ['account', 'notification-settings'] as const;
export const sessionsKey = ['account', 'sessions'] as const;

/** Saves name and e-mail; the session's user is replaced by the server's answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => api.call(usersEndpoints.updateMe, { body: changes }),
    onSuccess: (profile) => queryClient.setQueriesData({ queryKey: meQueryKey }, profile),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.call(usersEndpoints.changePassword, { body }),
  });

/** The four notification settings, read when the dialog needs them. */
export function useNotificationSettings(enabled: boolean) {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => api.call(usersEndpoints.notificationSettings, { signal }),
    enabled,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api.call(usersEndpoints.updateNotificationSettings, { body: settings }),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey, settings),
  });
}

/** The account's signed-in devices, read each time the dialog opens (they change elsewhere). */
export function useSessions(enabled: boolean) {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => (await api.call(usersEndpoints.sessions, { signal })).sessions,
    enabled,
    staleTime: 0,
  });
}

/** Signs one device out; the list is read again whether it worked or the device was gone already. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(usersEndpoints.endSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Signs out every device, this one included: the server clears this browser's cookie too. */
export const useEndAllSessions = () =>
  useMutation({
    mutationFn: () => api.call(usersEndpoints.endAllSessions),
  });

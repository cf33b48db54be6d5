import { type TransferMethodInput, paymentsEndpoints } from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';

const settingsKey = ['admin', 'settings', 'payment'] as const;
const optionsKey = ['payment-options'] as const;

/** How buyers can pay (checkout): the shop's transfer methods and whether cards are taken. */
export function usePaymentOptions(enabled = true) {
  return useQuery({
    queryKey: optionsKey,
    queryFn: ({ signal }) => api.call(paymentsEndpoints.options, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** Admin: the shop's transfer methods as saved. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.call(paymentsEndpoints.settings, { signal }),
  });
}

/** Admin: replaces the shop's transfer methods; checkout reads the new ones at once. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transferMethods: TransferMethodInput[]) =>
      api.call(paymentsEndpoints.updateSettings, { body: { transferMethods } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: optionsKey });
    },
  });
}

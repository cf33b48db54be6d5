import {
  casesEndpoints,
  catalogEndpoints,
  IDEMPOTENCY_KEY_HEADER,
  type CreateCaseRequest,
  type Product,
} from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useSession } from '../session/session';

/** A product of the catalogue that is a lab service, with its restoration and turnaround. */
export type LabServiceProduct = Product & { labService: NonNullable<Product['labService']> };

const isLabService = (product: Product): product is LabServiceProduct => product.labService !== null;

/** The lab services an office can order: the catalogue's products that are lab services, by name. */
export function useLabServices() {
  return useQuery({
    queryKey: ['catalog', 'lab-services'],
    queryFn: async ({ signal }) =>
      (await api.call(catalogEndpoints.labServices, { signal })).filter(isLabService),
    staleTime: 5 * 60_000,
  });
}

/** A verified office sends a case; a retry with the same key answers the case the first made. */
export function useSendCase() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateCaseRequest; idempotencyKey: string }) =>
      api.call(casesEndpoints.createCase, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    onSuccess: () => {
      if (status === 'authenticated') void queryClient.invalidateQueries({ queryKey: ['cases', 'mine'] });
    },
  });
}

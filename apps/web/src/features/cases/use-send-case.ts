import {
  casesEndpoints,
  catalogEndpoints,
  IDEMPOTENCY_KEY_HEADER,
  PRODUCT_PAGE_MAX_SIZE,
  type CreateCaseRequest,
  type Product,
} from '@idl/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useSession } from '../session/session';

/** A product of the catalogue that is a lab service, with its restoration and turnaround. */
export type LabServiceProduct = Product & { labService: NonNullable<Product['labService']> };

const isLabService = (product: Product): product is LabServiceProduct => product.labService !== null;

/**
 * The lab services an office can order: the catalogue's products that are lab services. The shop's
 * list has no filter for them, so this reads the catalogue a full page at a time (a few pages).
 */
export function useLabServices() {
  return useQuery({
    queryKey: ['catalog', 'lab-services'],
    queryFn: async ({ signal }) => {
      const services: LabServiceProduct[] = [];
      for (let page = 0; ; page += 1) {
        const { data } = await api.call(catalogEndpoints.shopProducts, {
          query: { page, size: PRODUCT_PAGE_MAX_SIZE, sort: 'name' },
          signal,
        });
        services.push(...data.content.filter(isLabService));
        if (page + 1 >= data.totalPages) return services;
      }
    },
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

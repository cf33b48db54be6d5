import { countriesEndpoints } from '@idl/api-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';

/** The countries the shop ships to (the checkout's country picker). */
export function useCountries(enabled = true) {
  return useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => api.call(countriesEndpoints.countries, { signal }),
    staleTime: Infinity,
    enabled,
  });
}

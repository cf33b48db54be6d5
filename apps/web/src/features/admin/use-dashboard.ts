import { dashboardEndpoints } from '@idl/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';

export type DashboardRange = 'week' | 'month' | 'year';

/** Dashboard figures for the range: totals against the previous period, chart, products, recent orders. */
export function useDashboard(range: DashboardRange) {
  return useQuery({
    queryKey: ['admin', 'dashboard', range],
    queryFn: ({ signal }) => api.call(dashboardEndpoints.dashboard, { query: { range }, signal }),
    placeholderData: keepPreviousData,
  });
}

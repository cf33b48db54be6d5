import { type OrderStatus, type UpdateOrderStatusBody, ordersEndpoints } from '@idl/api-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { readAgainAfterChange } from '../../app/query-client';
import { notificationsKey } from './use-admin-notifications';

export const ORDERS_PAGE_SIZE = 10;

export interface AdminOrdersQuery {
  status?: OrderStatus;
  q?: string;
  from?: string;
  to?: string;
  /** Order total as typed: '49.99' exactly, '49' from $49.00 to $49.99. */
  price?: string;
  sort?: 'newest' | 'oldest' | 'total_desc' | 'total_asc';
  /** 0-based. */
  page: number;
}

export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (query: AdminOrdersQuery) => ['admin', 'orders', 'list', query] as const,
  one: (orderId: number) => ['admin', 'orders', 'one', orderId] as const,
};

/** A page of every customer's orders, searched and filtered on the server. */
export function useAdminOrders(query: AdminOrdersQuery) {
  return useQuery({
    queryKey: adminOrderKeys.list(query),
    queryFn: ({ signal }) =>
      api.call(ordersEndpoints.adminOrders, { query: { ...query, size: ORDERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(orderId: number) {
  return useQuery({
    queryKey: adminOrderKeys.one(orderId),
    queryFn: ({ signal }) => api.call(ordersEndpoints.order, { params: { orderId }, signal }),
  });
}

/** Moves an order on; the answer (the updated order) replaces the cached one. */
export function useChangeOrderStatus(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateOrderStatusBody) =>
      api.call(ordersEndpoints.updateStatus, { params: { orderId }, body: change }),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.one(orderId), order);
      void readAgainAfterChange(queryClient, ['admin', 'orders', 'list']);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}

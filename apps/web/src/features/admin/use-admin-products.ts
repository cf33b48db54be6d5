import {
  IDEMPOTENCY_KEY_HEADER,
  type ProductInput,
  type ProductListQuery,
  catalogEndpoints,
  reviewsEndpoints,
} from '@idl/api-contract';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { readAgainAfterChange } from '../../app/query-client';

const catalog = catalogEndpoints;

export const PRODUCTS_PAGE_SIZE = 10;
const REVIEWS_PAGE_SIZE = 5;

export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  list: (query: Partial<ProductListQuery>) => ['admin', 'products', 'list', query] as const,
  one: (productId: number) => ['admin', 'products', 'one', productId] as const,
  reviews: (productId: number) => ['admin', 'products', 'reviews', productId] as const,
  categories: ['admin', 'categories'] as const,
  brands: ['admin', 'brands'] as const,
};

/** A page of products (archived ones left out), searched and filtered on the server. */
export function useAdminProducts(query: Partial<ProductListQuery>) {
  return useQuery({
    queryKey: adminProductKeys.list(query),
    queryFn: async ({ signal }) => {
      const answer = await api.call(catalog.adminProducts, {
        query: { ...query, size: PRODUCTS_PAGE_SIZE },
        signal,
      });
      return answer.data;
    },
    placeholderData: keepPreviousData,
  });
}

/** One product with its sold count (the API adds it for an administrator). */
export function useAdminProduct(productId: number) {
  return useQuery({
    queryKey: adminProductKeys.one(productId),
    queryFn: ({ signal }) => api.call(catalog.adminProduct, { params: { productId }, signal }),
  });
}

/** A product's reviews, newest first, a page at a time ('Load More'). */
export function useProductReviews(productId: number) {
  return useInfiniteQuery({
    queryKey: adminProductKeys.reviews(productId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.call(reviewsEndpoints.productReviews, {
        params: { id: productId },
        query: { page: pageParam, size: REVIEWS_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });
}

export function useAdminCategories() {
  return useQuery({
    queryKey: adminProductKeys.categories,
    queryFn: ({ signal }) => api.call(catalog.categories, { signal }),
  });
}

export function useAdminBrands() {
  return useQuery({
    queryKey: adminProductKeys.brands,
    queryFn: ({ signal }) => api.call(catalog.adminBrands, { signal }),
  });
}

/** Everything that shows products (lists, details, dashboard, the shop) is asked again. */
function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      readAgainAfterChange(queryClient, adminProductKeys.all),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['catalog'] }),
    ]);
}

/** Deletes products one by one (a product that was ordered is archived instead). */
export function useDeleteProducts() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: async (productIds: number[]) => {
      const answers = [];
      for (const productId of productIds)
        answers.push(await api.call(catalog.deleteProduct, { params: { productId } }));
      return answers;
    },
    onSettled: refresh,
  });
}

export interface StockChange {
  productId: number;
  quantity: number;
  optionValue?: string;
}

/** Adds stock to several products (or option values) in one call. */
export function useAddStock() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (items: StockChange[]) => api.call(catalog.addStockBulk, { body: { items } }),
    onSuccess: refresh,
  });
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; parentCategoryId: number | null }) =>
      api.call(catalog.addCategory, { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProductKeys.categories }),
        queryClient.invalidateQueries({ queryKey: ['catalog', 'categories'] }),
      ]),
  });
}

export function useAddBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; description: string; logoUrl: string }) =>
      api.call(catalog.addBrand, { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProductKeys.brands }),
        queryClient.invalidateQueries({ queryKey: ['catalog', 'brands'] }),
      ]),
  });
}

/**
 * Creates a product, or updates one when `productId` is given. A create carries the form's
 * idempotency key: sent twice, the server makes one product.
 */
export function useSaveProduct(productId?: number) {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: ProductInput; idempotencyKey: string }) =>
      productId === undefined
        ? api.call(catalog.addProduct, {
            body: input,
            headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          })
        : api.call(catalog.updateProduct, { params: { productId }, body: input }),
    onSuccess: refresh,
  });
}

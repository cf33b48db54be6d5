import {
  brandSchema,
  catalogPaths,
  categorySchema,
  deleteProductResponseSchema,
  fillPath,
  IDEMPOTENCY_KEY_HEADER,
  productListSchema,
  productPageResponseSchema,
  productSchema,
  reviewsPaths,
  reviewsResponseSchema,
  type ProductInput,
  type ProductListQuery,
} from '@idl/api-contract';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../app/api-client';

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
      const answer = await api.request(catalogPaths.adminProducts, {
        query: { ...query, size: PRODUCTS_PAGE_SIZE },
        response: productPageResponseSchema,
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
    queryFn: ({ signal }) =>
      api.request(fillPath(catalogPaths.adminProduct, { productId }), { response: productSchema, signal }),
  });
}

/** A product's reviews, newest first, a page at a time ('Load More'). */
export function useProductReviews(productId: number) {
  return useInfiniteQuery({
    queryKey: adminProductKeys.reviews(productId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.request(fillPath(reviewsPaths.productReviews, { id: productId }), {
        query: { page: pageParam, size: REVIEWS_PAGE_SIZE },
        response: reviewsResponseSchema,
        signal,
      }),
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });
}

export function useAdminCategories() {
  return useQuery({
    queryKey: adminProductKeys.categories,
    queryFn: ({ signal }) =>
      api.request(catalogPaths.categories, { response: z.array(categorySchema), signal }),
  });
}

export function useAdminBrands() {
  return useQuery({
    queryKey: adminProductKeys.brands,
    queryFn: ({ signal }) =>
      api.request(catalogPaths.adminBrands, { response: z.array(brandSchema), signal }),
  });
}

/** Everything that shows products (lists, details, dashboard, the shop) is asked again. */
function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
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
        answers.push(
          await api.request(fillPath(catalogPaths.deleteProduct, { productId }), {
            method: 'DELETE',
            response: deleteProductResponseSchema,
          }),
        );
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
    mutationFn: (items: StockChange[]) =>
      api.request(catalogPaths.addStockBulk, {
        method: 'POST',
        body: { items },
        response: productListSchema,
      }),
    onSuccess: refresh,
  });
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; parentCategoryId: number | null }) =>
      api.request(catalogPaths.addCategory, { method: 'POST', body: input, response: categorySchema }),
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
      api.request(catalogPaths.adminBrands, { method: 'POST', body: input, response: brandSchema }),
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
        ? api.request(catalogPaths.addProduct, {
            method: 'POST',
            body: input,
            headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
            response: productSchema,
          })
        : api.request(fillPath(catalogPaths.updateProduct, { productId }), {
            method: 'PUT',
            body: input,
            response: productSchema,
          }),
    onSuccess: refresh,
  });
}

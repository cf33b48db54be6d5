import { type ProductListQuery, catalogEndpoints } from '@idl/api-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';

const catalog = catalogEndpoints;

export const catalogKeys = {
  products: (query: Partial<ProductListQuery>) => ['catalog', 'products', query] as const,
  product: (id: number) => ['catalog', 'product', id] as const,
  related: (id: number) => ['catalog', 'related', id] as const,
  categories: ['catalog', 'categories'] as const,
  brands: ['catalog', 'brands'] as const,
  priceRange: ['catalog', 'price-range'] as const,
};

/** The lowest and highest price on sale: the price filter's default span. */
export const priceRangeQueryOptions = queryOptions({
  queryKey: catalogKeys.priceRange,
  queryFn: ({ signal }) => api.call(catalog.priceRange, { signal }),
});

export function usePriceRange() {
  return useQuery(priceRangeQueryOptions);
}

/** The shop's product page for `query`; shared by the hook and the first page's early fetch. */
export const productsQueryOptions = (query: Partial<ProductListQuery>) =>
  queryOptions({
    queryKey: catalogKeys.products(query),
    queryFn: ({ signal }) =>
      api
        .call(catalog.shopProducts, {
          query: { ...query, page: query.page ?? 0, size: query.size ?? 12 },
          signal,
        })
        .then((answer) => answer.data),
  });

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) =>
      api.call(catalog.shopProduct, { params: { id }, signal }).then((answer) => answer.data),
  });

export const categoriesQueryOptions = queryOptions({
  queryKey: catalogKeys.categories,
  queryFn: ({ signal }) => api.call(catalog.categories, { signal }),
  staleTime: 5 * 60_000,
});

export const brandsQueryOptions = queryOptions({
  queryKey: catalogKeys.brands,
  queryFn: ({ signal }) => api.call(catalog.brands, { query: { page: 0, size: 100 }, signal }),
  staleTime: 5 * 60_000,
});

/** A page of the shop's products, filtered on the server; the previous page stays shown while the next loads. */
export function useProducts(query: Partial<ProductListQuery>) {
  const { queryKey, queryFn } = productsQueryOptions(query);
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
}

export function useProduct(id: number) {
  // An address like /product/abc names no product: nothing to ask the server.
  return useQuery({ ...productQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}

export const relatedProductsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.related(id),
    queryFn: ({ signal }) => api.call(catalog.relatedProducts, { params: { id }, signal }),
  });

export function useRelatedProducts(id: number) {
  return useQuery(relatedProductsQueryOptions(id));
}

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}

export function useBrands() {
  return useQuery(brandsQueryOptions);
}

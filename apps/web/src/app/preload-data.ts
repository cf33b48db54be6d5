import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import {
  brandsQueryOptions,
  categoriesQueryOptions,
  productQueryOptions,
  productsQueryOptions,
} from '../features/catalog/use-catalog';
import { productQuery, readShopSearch } from '../routes/customer/shop-search';
import { paths, routePatterns } from './paths';

/** Fetches the catalogue data the shop or a product page shows first, into the page's cache. */
export function preloadData(location: Pick<Location, 'pathname' | 'search'>, queryClient: QueryClient) {
  if (matchPath(paths.shop, location.pathname)) {
    const search = readShopSearch(new URLSearchParams(location.search));
    void queryClient.prefetchQuery(productsQueryOptions(productQuery(search)));
    void queryClient.prefetchQuery(categoriesQueryOptions);
    void queryClient.prefetchQuery(brandsQueryOptions);
  }
  const product = matchPath(routePatterns.product, location.pathname);
  const productId = Number(product?.params.productId);
  if (product && Number.isInteger(productId) && productId > 0)
    void queryClient.prefetchQuery(productQueryOptions(productId));
}

import { siteRoutes } from '@idl/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, matchRoutes } from 'react-router-dom';
import {
  brandsQueryOptions,
  categoriesQueryOptions,
  priceRangeQueryOptions,
  productQueryOptions,
  productsQueryOptions,
} from '../features/catalog/use-catalog';
import { productQuery, readShopSearch } from '../routes/customer/shop-search';
import { preloadElement } from './lazy-page';
import { routes } from './router';

/**
 * Starts, before the first render, what the first page will ask for: the chunks of every lazy
 * layout and page on its route (all at once, instead of each after the one around it has
 * loaded), and for the shop and a product page their catalogue data, so the page's own queries
 * find it in the cache or under way.
 */
export function preloadRoute(location: Pick<Location, 'pathname' | 'search'>, queryClient: QueryClient) {
  // A failed answer the page was rendered with (a product that does not exist) is shown as it is.
  const prefetch: QueryClient['prefetchQuery'] = (options) =>
    queryClient.getQueryState(options.queryKey)?.status === 'error'
      ? Promise.resolve()
      : queryClient.prefetchQuery(options);
  for (const match of matchRoutes(routes, location.pathname) ?? []) void preloadElement(match.route.element);

  if (matchPath(siteRoutes.shop.path, location.pathname)) {
    const search = readShopSearch(new URLSearchParams(location.search));
    void prefetch(productsQueryOptions(productQuery(search)));
    void prefetch(categoriesQueryOptions);
    void prefetch(brandsQueryOptions);
    void prefetch(priceRangeQueryOptions);
  }
  const product = matchPath(siteRoutes.product.path, location.pathname);
  const productId = Number(product?.params.productId);
  if (product && Number.isInteger(productId) && productId > 0) void prefetch(productQueryOptions(productId));
}

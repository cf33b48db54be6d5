import type { ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { paths, routePatterns } from '../../app/paths';
import { PageLoading } from './page-state';

/** A page loaded as a chunk of its own when first visited. */
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  element: lazyPage(load, <PageLoading label="Loading page" />),
});

/** The order address of the first order e-mails opens today's order page. */
function OrderAliasRedirect() {
  const { orderId = '' } = useParams();
  return <Navigate to={paths.orderInfo(orderId)} replace />;
}

/** Pages inside the customer layout (header, footer, cart panel). */
export const customerRoutes: RouteObject[] = [
  page(paths.shop, async () => (await import('./shop')).ShopRoute),
  page(paths.brands, async () => (await import('./brands')).BrandsRoute),
  page(paths.categories, async () => (await import('./categories')).CategoriesRoute),
  page(routePatterns.product, async () => (await import('./product')).ProductRoute),
  page(paths.wishlist, async () => (await import('./wishlist')).WishlistRoute),
  page(paths.orders, async () => (await import('./orders')).OrdersRoute),
  page(paths.orderInfo(), async () => (await import('./order-info')).OrderInfoRoute),
  { path: routePatterns.orderAlias, element: <OrderAliasRedirect /> },
];

import type { ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { siteRoutes } from '@idl/api-contract';
import { paths } from '../../app/paths';
import { PageLoading } from './page-loading';

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
  page(siteRoutes.shop.path, async () => (await import('./shop')).ShopRoute),
  page(siteRoutes.brands.path, async () => (await import('./brands')).BrandsRoute),
  page(siteRoutes.categories.path, async () => (await import('./categories')).CategoriesRoute),
  page(siteRoutes.product.path, async () => (await import('./product')).ProductRoute),
  page(siteRoutes.wishlist.path, async () => (await import('./wishlist')).WishlistRoute),
  page(siteRoutes.orders.path, async () => (await import('./orders')).OrdersRoute),
  page(siteRoutes.orderInfo.path, async () => (await import('./order-info')).OrderInfoRoute),
  { path: siteRoutes.orderAlias.path, element: <OrderAliasRedirect /> },
  page(siteRoutes.office.path, async () => (await import('./office')).OfficeRoute),
  page(siteRoutes.cases.path, async () => (await import('./cases')).CasesRoute),
  page(siteRoutes.newCase.path, async () => (await import('./new-case')).NewCaseRoute),
  page(siteRoutes.caseInfo.path, async () => (await import('./case-info')).CaseInfoRoute),
];

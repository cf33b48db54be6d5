import type { RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '../../app/paths';

/** Pages inside the customer layout (header, footer, cart panel); each page is a chunk of its own. */
export const customerRoutes: RouteObject[] = [
  { path: paths.shop, lazy: async () => ({ Component: (await import('./shop')).ShopRoute }) },
  { path: paths.brands, lazy: async () => ({ Component: (await import('./brands')).BrandsRoute }) },
  {
    path: paths.categories,
    lazy: async () => ({ Component: (await import('./categories')).CategoriesRoute }),
  },
  { path: routePatterns.product, lazy: async () => ({ Component: (await import('./product')).ProductRoute }) },
  { path: paths.wishlist, lazy: async () => ({ Component: (await import('./wishlist')).WishlistRoute }) },
  { path: paths.orders, lazy: async () => ({ Component: (await import('./orders')).OrdersRoute }) },
  {
    path: paths.orderInfo(),
    lazy: async () => ({ Component: (await import('./order-info')).OrderInfoRoute }),
  },
];

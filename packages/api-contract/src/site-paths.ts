/**
 * Every address of the shop's web pages, in one table read by the web app's router and links and
 * by the server for the links it sends (e-mails, notifications). An address built here is one the
 * web router opens (apps/web/src/app/site-paths.test.tsx checks each of them).
 */

/** Filters a link into /shop may carry; the shop page also keeps price, availability and page in the URL. */
export interface ShopLinkFilters {
  q?: string;
  categoryId?: number;
  brandId?: number | number[];
}

export const sitePaths = {
  home: '/',
  shop: '/shop',
  /** The shop with the cart panel open (e.g. the account menu of the marketing pages). */
  cart: '/shop?cart=open',
  /** /shop with filters in the URL (the shop page reads the same names; see shopSearchParams). */
  shopFiltered: (filters: ShopLinkFilters) => {
    const params = new URLSearchParams();
    if (filters.q) params.set('q', filters.q);
    if (filters.categoryId !== undefined) params.set('categoryId', String(filters.categoryId));
    for (const brandId of [filters.brandId ?? []].flat()) params.append('brandId', String(brandId));
    const query = params.toString();
    return query ? `/shop?${query}` : '/shop';
  },
  brands: '/brands',
  categories: '/categories',
  product: (productId: number | string) => `/product/${productId}`,
  wishlist: '/wishlist',
  login: '/login',
  signup: '/signup',
  /** /login (or /signup) that comes back to `back` (a path of this site) once signed in. */
  loginReturningTo: (back: string) => `/login?redirect=${encodeURIComponent(back)}`,
  signupReturningTo: (back: string) => `/signup?redirect=${encodeURIComponent(back)}`,
  forgotPassword: '/forgot-password',
  newPassword: '/new-password',
  orders: '/orders',
  /** My Orders on one tab (active, shipped, completed, cancelled). */
  ordersTab: (tab: string) => `/orders?tab=${encodeURIComponent(tab)}`,
  /** One order of the signed-in customer: the address e-mails and notifications send them to. */
  orderInfo: (orderId?: number | string) =>
    orderId === undefined ? '/order-info' : `/order-info?orderId=${orderId}`,
  /** The order address the first order e-mails carried; it opens the same order page. */
  orderAlias: (orderId: number | string) => `/orders/${orderId}`,
  aboutUs: '/aboutus',
  aboutUsAlias: '/about-us',
  contactUs: '/contact-us',
  patient: '/patient',
  doctor: '/doctor',
  /** A patient's enrolment: look it up (dues, contract) and file a claim. */
  warranty: '/warranty',
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    orders: '/admin/orders',
    order: (orderId: number | string) => `/admin/orders/${orderId}`,
    users: '/admin/users',
    products: '/admin/products',
    product: (productId: number | string) => `/admin/products/${productId}`,
    listProduct: '/admin/list-product',
    updateProduct: (productId: number | string) => `/admin/update-product/${productId}`,
    categories: '/admin/categories',
    brands: '/admin/brands',
    warranty: '/admin/warranty',
    /** One enrolment with its dues and claims. */
    enrollment: (enrollmentId: number | string) => `/admin/warranty/${enrollmentId}`,
    messages: '/admin/messages',
    settings: '/admin/settings',
    /** Money by day with its check (`?from=YYYY-MM-DD&to=YYYY-MM-DD`). */
    payments: '/admin/payments',
  },
} as const;

/** Route patterns for the router (parameters as `:name`). */
export const siteRoutePatterns = {
  product: '/product/:productId',
  orderAlias: '/orders/:orderId',
  adminOrder: '/admin/orders/:orderId',
  adminProduct: '/admin/products/:productId',
  adminUpdateProduct: '/admin/update-product/:productId',
} as const;

/** A full address of a page, for links sent out of the site (e-mails). */
export function siteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}${path}`;
}

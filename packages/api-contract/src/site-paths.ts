import { siteRoutes } from './site-routes';

/**
 * The addresses of the shop's web pages as links: built from the route table (`siteRoutes` in
 * site-routes.ts, the one home of each page's path), read by the web app's links and by the server
 * for the links it sends (e-mails, notifications). An address built here is one the web router
 * opens (apps/web/src/app/site-paths.test.tsx checks each of them).
 */

/** Filters a link into /shop may carry; the shop page also keeps price, availability and page in the URL. */
export interface ShopLinkFilters {
  q?: string;
  categoryId?: number;
  brandId?: number | number[];
}

/** A route's path with its `:name` segments filled in. */
function fill(path: string, params: Record<string, number | string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The admin area's root: its own pages are below it. */
const adminRoot = siteRoutes.admin.path.replace(/\/\*$/, '');
const adminPages = siteRoutes.admin.pages;
/** The address of one admin page, its `:name` segments filled in. */
const adminPath = (page: keyof typeof adminPages, params: Record<string, number | string> = {}) =>
  `${adminRoot}/${fill(adminPages[page].path, params)}`;

export const sitePaths = {
  home: siteRoutes.home.path,
  shop: siteRoutes.shop.path,
  /** The shop with the cart panel open (e.g. the account menu of the marketing pages). */
  cart: `${siteRoutes.shop.path}?cart=open`,
  /** /shop with filters in the URL (the shop page reads the same names; see shopSearchParams). */
  shopFiltered: (filters: ShopLinkFilters) => {
    const params = new URLSearchParams();
    if (filters.q) params.set('q', filters.q);
    if (filters.categoryId !== undefined) params.set('categoryId', String(filters.categoryId));
    for (const brandId of [filters.brandId ?? []].flat()) params.append('brandId', String(brandId));
    const query = params.toString();
    return query ? `${siteRoutes.shop.path}?${query}` : siteRoutes.shop.path;
  },
  brands: siteRoutes.brands.path,
  categories: siteRoutes.categories.path,
  product: (productId: number | string) => fill(siteRoutes.product.path, { productId }),
  wishlist: siteRoutes.wishlist.path,
  login: siteRoutes.login.path,
  signup: siteRoutes.signup.path,
  /** /login (or /signup) that comes back to `back` (a path of this site) once signed in. */
  loginReturningTo: (back: string) => `${siteRoutes.login.path}?redirect=${encodeURIComponent(back)}`,
  signupReturningTo: (back: string) => `${siteRoutes.signup.path}?redirect=${encodeURIComponent(back)}`,
  forgotPassword: siteRoutes.forgotPassword.path,
  newPassword: siteRoutes.newPassword.path,
  orders: siteRoutes.orders.path,
  /** My Orders on one tab (active, shipped, completed, cancelled). */
  ordersTab: (tab: string) => `${siteRoutes.orders.path}?tab=${encodeURIComponent(tab)}`,
  /** One order of the signed-in customer: the address e-mails and notifications send them to. */
  orderInfo: (orderId?: number | string) =>
    orderId === undefined ? siteRoutes.orderInfo.path : `${siteRoutes.orderInfo.path}?orderId=${orderId}`,
  /** The order address the first order e-mails carried; it opens the same order page. */
  orderAlias: (orderId: number | string) => fill(siteRoutes.orderAlias.path, { orderId }),
  /** The signed-in account's dentist office: its sign-up and whether the lab verified it. */
  office: siteRoutes.office.path,
  /** A dentist office's cases. */
  cases: siteRoutes.cases.path,
  /** A verified office sends a case. */
  newCase: siteRoutes.newCase.path,
  /** One case of the signed-in office: the address the lab's e-mails and notifications send it to. */
  caseInfo: (caseId: number | string) => fill(siteRoutes.caseInfo.path, { caseId }),
  aboutUs: siteRoutes.aboutUs.path,
  aboutUsAlias: siteRoutes.aboutUsAlias.path,
  contactUs: siteRoutes.contactUs.path,
  patient: siteRoutes.patient.path,
  doctor: siteRoutes.doctor.path,
  /** A patient's enrolment: look it up (dues, contract) and file a claim. */
  warranty: siteRoutes.warranty.path,
  /** The admin area's pages (`siteRoutes.admin.pages`): it routes them itself (routes/admin/admin-root.tsx). */
  admin: {
    root: adminRoot,
    dashboard: adminPath('dashboard'),
    orders: adminPath('orders'),
    order: (orderId: number | string) => adminPath('order', { orderId }),
    users: adminPath('users'),
    products: adminPath('products'),
    product: (productId: number | string) => adminPath('product', { productId }),
    listProduct: adminPath('listProduct'),
    updateProduct: (productId: number | string) => adminPath('updateProduct', { productId }),
    categories: adminPath('categories'),
    brands: adminPath('brands'),
    warranty: adminPath('warranty'),
    /** One enrolment with its dues and claims. */
    enrollment: (enrollmentId: number | string) => adminPath('enrollment', { enrollmentId }),
    messages: adminPath('messages'),
    settings: adminPath('settings'),
    /** Money by day with its check (`?from=YYYY-MM-DD&to=YYYY-MM-DD`). */
    payments: adminPath('payments'),
    /** Dentist offices, those awaiting verification first. */
    offices: adminPath('offices'),
    /** The lab's board of open cases. */
    cases: adminPath('cases'),
    /** One case as the lab works it: where the lab's notifications and the ticket's code lead. */
    case: (caseId: number | string) => adminPath('case', { caseId }),
  },
} as const;

/** A full address of a page, for links sent out of the site (e-mails). */
export function siteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}${path}`;
}

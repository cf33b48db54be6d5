/**
 * Who a page of the web app is for, which decides what search engines are told about it:
 * - `public`: anyone's page; robots may crawl it and, when `listed`, /sitemaps/pages.xml names it;
 * - `account`: sign-in forms and a signed-in customer's own pages (wishlist, orders): not crawled;
 * - `admin`: the administrators' area: not crawled.
 */
export type SiteRouteAudience = 'public' | 'account' | 'admin';

export interface SiteRoute {
  /** The route's path as the web router writes it: `:name` is one segment, a final `/*` the rest. */
  path: string;
  audience: SiteRouteAudience;
  /** Named in the sitemap of pages (a public page with one address, not an alias or a pattern). */
  listed?: boolean;
  /** The route (by name) whose address is this page's canonical one: this path is an alias. */
  aliasOf?: string;
  /**
   * An area that routes its own pages below its path (`/admin/*`): those pages, their paths
   * relative to the area's (as its own `<Routes>` reads them), by name.
   */
  pages?: Record<string, { path: string }>;
}

/**
 * Every route of the web app, in one table: the one home of each page's address. The web router
 * builds its route objects from these paths (apps/web/src/app/site-paths.test.tsx checks it names
 * exactly these), the links are built from them (`sitePaths` in site-paths.ts), and the server
 * reads it to answer an address that matches none with a true 404, to write robots.txt and to list
 * the public pages in the sitemap.
 */
export const siteRoutes = {
  home: { path: '/', audience: 'public', listed: true },
  aboutUs: { path: '/aboutus', audience: 'public', listed: true },
  aboutUsAlias: { path: '/about-us', audience: 'public', aliasOf: 'aboutUs' },
  contactUs: { path: '/contact-us', audience: 'public', listed: true },
  patient: { path: '/patient', audience: 'public', listed: true },
  doctor: { path: '/doctor', audience: 'public', listed: true },
  /** A patient's enrolment: look it up (dues, contract) and file a claim. */
  warranty: { path: '/warranty', audience: 'public', listed: true },
  shop: { path: '/shop', audience: 'public', listed: true },
  brands: { path: '/brands', audience: 'public', listed: true },
  categories: { path: '/categories', audience: 'public', listed: true },
  /** Each product: the product sitemaps list them. */
  product: { path: '/product/:productId', audience: 'public' },
  login: { path: '/login', audience: 'account' },
  signup: { path: '/signup', audience: 'account' },
  forgotPassword: { path: '/forgot-password', audience: 'account' },
  newPassword: { path: '/new-password', audience: 'account' },
  wishlist: { path: '/wishlist', audience: 'account' },
  orders: { path: '/orders', audience: 'account' },
  /** One order of the signed-in customer (`?orderId=N`). */
  orderInfo: { path: '/order-info', audience: 'account' },
  /** The order address the first order e-mails carried; it opens the same order page. */
  orderAlias: { path: '/orders/:orderId', audience: 'account' },
  /** The signed-in account's dentist office: sign it up, and see whether the lab verified it. */
  office: { path: '/office', audience: 'account' },
  /** A dentist office's cases, newest first. */
  cases: { path: '/cases', audience: 'account' },
  /** A verified office sends a case: the prescription, then its scans. */
  newCase: { path: '/cases/new', audience: 'account' },
  /** One case of the signed-in office: its prescription, stage and timeline. */
  caseInfo: { path: '/cases/:caseId', audience: 'account' },
  /**
   * The admin area routes its own pages (and shows its own not-found page) below /admin: these,
   * read by its router (apps/web/src/routes/admin/admin-root.tsx) and its links (`sitePaths.admin`).
   */
  admin: {
    path: '/admin/*',
    audience: 'admin',
    pages: {
      dashboard: { path: 'dashboard' },
      orders: { path: 'orders' },
      order: { path: 'orders/:orderId' },
      users: { path: 'users' },
      products: { path: 'products' },
      product: { path: 'products/:productId' },
      listProduct: { path: 'list-product' },
      updateProduct: { path: 'update-product/:productId' },
      categories: { path: 'categories' },
      brands: { path: 'brands' },
      warranty: { path: 'warranty' },
      /** One enrolment with its dues and claims. */
      enrollment: { path: 'warranty/:enrollmentId' },
      messages: { path: 'messages' },
      settings: { path: 'settings' },
      /** Money by day with its check (`?from=YYYY-MM-DD&to=YYYY-MM-DD`). */
      payments: { path: 'payments' },
      /** Dentist offices, those awaiting verification first, with Verify and Reject. */
      offices: { path: 'offices' },
      /** The lab's board: open cases by stage and due date, and the cases due per day. */
      cases: { path: 'cases' },
      /** One case as the lab works it: the address of the lab's notifications and the ticket's code. */
      case: { path: 'cases/:caseId' },
    },
  },
} as const satisfies Record<string, SiteRoute>;

export type SiteRouteName = keyof typeof siteRoutes;

export interface SiteRouteMatch {
  name: SiteRouteName;
  route: SiteRoute;
  /** The `:name` segments of the path, decoded. */
  params: Record<string, string>;
}

/** Decoded as the web router decodes a path: an encoded slash stays inside its segment. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/\//g, '%2F');
  } catch {
    return segment;
  }
}

const matchers = (Object.entries(siteRoutes) as [SiteRouteName, SiteRoute][]).map(([name, route]) => {
  const names: string[] = [];
  const rest = route.path.endsWith('/*');
  const body = (rest ? route.path.slice(0, -2) : route.path)
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]?]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, param: string) => {
      names.push(param);
      return '/([^\\/]+)';
    });
  const head = body === '/' ? '' : body;
  // As the web router matches: letters in any case, trailing slashes allowed.
  const pattern = new RegExp(`^${head}${rest ? '(?:\\/.*)?' : ''}\\/*$`, 'i');
  return { name, route, names, pattern };
});

/**
 * The route of the web app that opens `pathname` (no query), as the web router picks it, or
 * undefined when none does (the web app then shows its not-found page).
 */
export function matchSiteRoute(pathname: string): SiteRouteMatch | undefined {
  const decoded = pathname.split('/').map(decodeSegment).join('/');
  for (const { name, route, names, pattern } of matchers) {
    const found = pattern.exec(decoded);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((param, index) => {
      params[param] = found[index + 1] ?? '';
    });
    return { name, route, params };
  }
  return undefined;
}

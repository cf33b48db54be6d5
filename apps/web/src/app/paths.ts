/** Filters a link into /shop may carry; the shop page also keeps price, availability and page in the URL. */
export interface ShopLinkFilters {
  q?: string;
  categoryId?: number;
  brandId?: number | number[];
}

/** Every route of the web app, in one typed place; builders fill parameters. */
export const paths = {
  home: '/',
  shop: '/shop',
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
  forgotPassword: '/forgot-password',
  newPassword: '/new-password',
  orders: '/orders',
  orderInfo: (orderId?: number | string) =>
    orderId === undefined ? '/order-info' : `/order-info?orderId=${orderId}`,
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
    warranty: '/admin/warranty',
    messages: '/admin/messages',
  },
} as const;

/** Route patterns for the router (parameters as `:name`). */
export const routePatterns = {
  product: '/product/:productId',
  adminOrder: '/admin/orders/:orderId',
  adminProduct: '/admin/products/:productId',
  adminUpdateProduct: '/admin/update-product/:productId',
} as const;

/** Every route of the web app, in one typed place; builders fill parameters. */
export const paths = {
  home: '/',
  shop: '/shop',
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

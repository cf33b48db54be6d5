import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { casesAdminRoutes, casesRoutes } from './cases/cases.routes';
import { scansAdminRoutes, scansRoutes } from './cases/scans.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { productsRoutes } from './catalog/products.routes';
import { contactRoutes } from './contact/contact.routes';
import { countriesRoutes } from './countries/countries.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { healthRoutes } from './health/health.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { officesAdminRoutes, officesRoutes } from './offices/offices.routes';
import { operationsRoutes } from './operations/operations.routes';
import { ordersRoutes } from './orders/orders.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { stripeWebhookRoutes } from './payments/stripe-webhook.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { adminUsersRoutes } from './users/admin-users.routes';
import { usersRoutes } from './users/users.routes';
import { warrantyAdminRoutes } from './warranty/warranty-admin.routes';
import { warrantyRoutes } from './warranty/warranty.routes';
import { wishlistRoutes } from './wishlist/wishlist.routes';

/** Every area's routes. Each area lives in modules/<area>/{routes,service,repository}. */
export const routeModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  operationsRoutes,
  usersRoutes,
  adminUsersRoutes,
  cartRoutes,
  wishlistRoutes,
  ordersRoutes,
  paymentsRoutes,
  stripeWebhookRoutes,
  reviewsRoutes,
  notificationsRoutes,
  dashboardRoutes,
  warrantyRoutes,
  warrantyAdminRoutes,
  contactRoutes,
  catalogRoutes,
  productsRoutes,
  uploadsRoutes,
  countriesRoutes,
  officesRoutes,
  officesAdminRoutes,
  casesRoutes,
  casesAdminRoutes,
  scansRoutes,
  scansAdminRoutes,
];

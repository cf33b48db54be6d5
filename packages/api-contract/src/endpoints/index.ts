import { cartEndpoints, wishlistEndpoints } from './cart';
import { casesEndpoints, officesEndpoints, scansEndpoints } from './cases';
import { catalogEndpoints } from './catalog';
import { contactEndpoints } from './contact';
import { countriesEndpoints } from './countries';
import { dashboardEndpoints } from './dashboard';
import { notificationsEndpoints } from './notifications';
import { operationsEndpoints } from './operations';
import { ordersEndpoints } from './orders';
import { paymentsEndpoints } from './payments';
import { reviewsEndpoints } from './reviews';
import { uploadsEndpoints } from './uploads';
import { usersEndpoints } from './users';
import { warrantyEndpoints } from './warranty';

/**
 * Each area's table on its own, for the web app: a bundle takes the areas its page calls, not the
 * whole API (the cases area alone would add 2.5 KB to every customer page).
 */
export {
  cartEndpoints,
  casesEndpoints,
  catalogEndpoints,
  contactEndpoints,
  countriesEndpoints,
  dashboardEndpoints,
  notificationsEndpoints,
  officesEndpoints,
  operationsEndpoints,
  ordersEndpoints,
  paymentsEndpoints,
  reviewsEndpoints,
  scansEndpoints,
  uploadsEndpoints,
  usersEndpoints,
  warrantyEndpoints,
  wishlistEndpoints,
};

/**
 * The API as a table: every endpoint by area. The web app calls them with `api.call(endpoint, ...)`;
 * the server registers each with `route(app, endpoint, options, handler)` (apps/api/src/lib/route.ts).
 */
export const endpoints = {
  operations: operationsEndpoints,
  users: usersEndpoints,
  cart: cartEndpoints,
  wishlist: wishlistEndpoints,
  orders: ordersEndpoints,
  payments: paymentsEndpoints,
  reviews: reviewsEndpoints,
  notifications: notificationsEndpoints,
  dashboard: dashboardEndpoints,
  warranty: warrantyEndpoints,
  contact: contactEndpoints,
  catalog: catalogEndpoints,
  uploads: uploadsEndpoints,
  countries: countriesEndpoints,
  offices: officesEndpoints,
  cases: casesEndpoints,
  scans: scansEndpoints,
};

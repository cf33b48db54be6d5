import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogRoutes } from './catalog/catalog.routes';
import { productsRoutes } from './catalog/products.routes';
import { countriesRoutes } from './countries/countries.routes';
import { healthRoutes } from './health/health.routes';
import { uploadsRoutes } from './uploads/uploads.routes';

/** Every area's routes. Each area lives in modules/<area>/{routes,service,repository}. */
export const routeModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  catalogRoutes,
  productsRoutes,
  uploadsRoutes,
  countriesRoutes,
];

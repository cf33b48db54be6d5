import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoutes } from './contact/contact.routes';
import { healthRoutes } from './health/health.routes';
import { warrantyAdminRoutes } from './warranty/warranty-admin.routes';
import { warrantyRoutes } from './warranty/warranty.routes';

/** Every area's routes. Each area lives in modules/<area>/{routes,service,repository}. */
export const routeModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  warrantyRoutes,
  warrantyAdminRoutes,
  contactRoutes,
];

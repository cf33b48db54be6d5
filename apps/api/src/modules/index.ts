import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/health.routes';
import { adminUsersRoutes } from './users/admin-users.routes';
import { usersRoutes } from './users/users.routes';

/** Every area's routes. Each area lives in modules/<area>/{routes,service,repository}. */
export const routeModules: FastifyPluginAsyncZod[] = [healthRoutes, usersRoutes, adminUsersRoutes];

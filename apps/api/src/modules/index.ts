import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/health.routes';

/** Every area's routes. Each area lives in modules/<area>/{routes,service,repository}. */
export const routeModules: FastifyPluginAsyncZod[] = [healthRoutes];

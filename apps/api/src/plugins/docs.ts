import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiPaths } from '@idl/api-contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas; Swagger UI shows it. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Interdental Lab shop API',
        description:
          'Catalogue, accounts, cart, orders, warranty and administration of the Interdental Lab shop.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: apiPaths.docs,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiPaths } from '@idl/api-contract';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The contract's named schemas (`.meta({ id })`) as the API defined them, taken from zod's global
 * registry before anything else adds to it. The server renderer (apps/web's dist-server, loaded by
 * static-web.ts) carries its own copy of the contract, and its page code, loaded as pages are
 * rendered, adds schemas of the same ids to that registry: the document, generated from it at the
 * first request, then failed ("Duplicate schema id", a 500 at /docs/json) once a page holding the
 * cart had been rendered.
 */
function apiSchemas() {
  const own = z.registry<z.GlobalMeta>();
  // Every schema's metadata (descriptions, examples) as zod keeps it; the named ones as they are now.
  own._map = z.globalRegistry._map;
  own._idmap = new Map(z.globalRegistry._idmap);
  return own;
}

/** The OpenAPI document is generated from the routes' zod schemas; Swagger UI shows it. */
export async function registerDocs(app: FastifyInstance) {
  const schemaRegistry = apiSchemas();
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
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  });
  await app.register(swaggerUi, {
    routePrefix: apiPaths.docs,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}

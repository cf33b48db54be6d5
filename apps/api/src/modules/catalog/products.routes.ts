import {
  addStockBulkInputSchema,
  addStockInputSchema,
  catalogPaths,
  deleteProductResponseSchema,
  errorSchema,
  productIdParamsSchema,
  productInputSchema,
  productListQuerySchema,
  productListSchema,
  productPageResponseSchema,
  productResponseSchema,
  productSchema,
  shopProductParamsSchema,
  type ProductListQuery,
} from '@idl/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routePath } from '../../lib/route-path';
import { optionalUser, requireAdmin } from '../../plugins/auth';
import { listCache, listKey } from './list-cache';
import { productsService } from './products.service';

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The shop's product calls and the admin product calls (spec section 7). */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = productsService(app.database);
  const listSchema = {
    tags: ['catalogue'],
    querystring: productListQuerySchema,
    response: { 200: productPageResponseSchema, 400: errorSchema },
  };
  // The shop's read calls (list, search, product, related) are served from a cache keyed by the
  // catalogue version (list-cache.ts), already serialised by the serialiser the route schema
  // would use; an unchanged answer is a 304 to a browser that has it.
  const cache = listCache(app.database.db);
  const serializer = (schema: z.ZodType, url: string) => serializerCompiler({ schema, method: 'GET', url });
  const serializePage = serializer(productPageResponseSchema, catalogPaths.shopProducts);
  const serializeProduct = serializer(productResponseSchema, catalogPaths.shopProduct);
  const serializeRelated = serializer(productListSchema, catalogPaths.relatedProducts);
  async function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<string>,
  ) {
    const { body, etag } = await cache.page(key, build);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  }
  const listHandler = (request: FastifyRequest<{ Querystring: ProductListQuery }>, reply: FastifyReply) =>
    sendCached(request, reply, `list:${listKey(request.query)}`, async () =>
      serializePage({ data: await service.list(request.query) }),
    );

  app.get(
    catalogPaths.shopProducts,
    {
      schema: {
        ...listSchema,
        summary: 'Search the shop: name contains q, category (with sub-categories), brands, price, stock',
      },
    },
    listHandler,
  );
  app.get(
    catalogPaths.adminProducts,
    { schema: { ...listSchema, summary: 'Product list of the admin Products page (same filters)' } },
    listHandler,
  );
  app.get(
    routePath(catalogPaths.shopProduct),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product of the shop',
        params: shopProductParamsSchema,
        response: { 200: productResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, `product:${request.params.id}`, async () =>
        serializeProduct({ data: await service.getProduct(request.params.id, { includeArchived: false }) }),
      ),
  );
  app.get(
    routePath(catalogPaths.relatedProducts),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 8 related products: same category first, then same brand',
        params: shopProductParamsSchema,
        response: { 200: productListSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, `related:${request.params.id}`, async () =>
        serializeRelated(await service.related(request.params.id)),
      ),
  );
  app.get(
    routePath(catalogPaths.adminProduct),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product (archived ones included, for order history)',
        params: productIdParamsSchema,
        response: { 200: productSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      // Public call; an administrator's token adds the sold count. A bad token only loses that.
      const isAdmin = await optionalUser(request, reply).then(
        () => request.user?.role === 'ADMIN',
        () => false,
      );
      return isAdmin
        ? service.getProductWithSales(request.params.productId)
        : service.getProduct(request.params.productId, { includeArchived: true });
    },
  );
  app.post(
    catalogPaths.addProduct,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a product (SKU generated when not given)',
        body: productInputSchema,
        response: { 201: productSchema, ...adminErrors, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );
  app.put(
    routePath(catalogPaths.updateProduct),
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Change a product; images and options are replaced by the ones sent',
        params: productIdParamsSchema,
        body: productInputSchema,
        response: { 200: productSchema, ...adminErrors, 409: errorSchema },
      },
    },
    (request) => service.update(request.params.productId, request.body),
  );
  app.delete(
    routePath(catalogPaths.deleteProduct),
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Delete a product, or archive it when orders refer to it',
        params: productIdParamsSchema,
        response: { 200: deleteProductResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { archived } = await service.remove(request.params.productId);
      return { message: 'Product deleted successfully', archived };
    },
  );
  app.post(
    routePath(catalogPaths.addStock),
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add stock to a product (or one of its option values); never below zero',
        params: productIdParamsSchema,
        body: addStockInputSchema,
        response: { 200: productSchema, ...adminErrors, 409: errorSchema },
      },
    },
    (request) => service.addStock({ ...request.body, productId: request.params.productId }),
  );
  app.post(
    catalogPaths.addStockBulk,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add stock to several products at once (all or nothing)',
        body: addStockBulkInputSchema,
        response: { 200: productListSchema, ...adminErrors, 409: errorSchema },
      },
    },
    (request) => service.addStockBulk(request.body.items),
  );
};

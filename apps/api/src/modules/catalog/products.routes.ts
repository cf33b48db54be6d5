import {
  addStockBulkInputSchema,
  addStockInputSchema,
  catalogPaths,
  deleteProductResponseSchema,
  errorSchema,
  idempotencyKeyHeaders,
  productIdParamsSchema,
  productInputSchema,
  productListQuerySchema,
  productListSchema,
  priceRangeSchema,
  productPageResponseSchema,
  productResponseSchema,
  productSchema,
  shopProductParamsSchema,
  type ProductListQuery,
} from '@idl/api-contract';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routePath } from '../../lib/route-path';
import { optionalUser, requireAdmin } from '../../plugins/auth';
import { catalogVersionReader, listCache, type CachedPage } from './list-cache';
import { productsService } from './products.service';

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The shop's product calls and the admin product calls (spec section 7). */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = productsService(app.deps);
  const listSchema = {
    tags: ['catalogue'],
    querystring: productListQuerySchema,
    response: { 200: productPageResponseSchema, 400: errorSchema },
  };
  // The shop's read calls (list, search, product, related) are served from a cache keyed by the
  // request's path and query and the catalogue version (list-cache.ts), already serialised by the
  // serialiser the route schema would use; an unchanged answer is a 304 to a browser that has it.
  // A cached answer goes out from the onRequest hook, before the query is parsed and validated
  // again: the hot path of the shop is one version read and one write to the socket.
  const versions = catalogVersionReader(app.database);
  app.addHook('onClose', async () => versions.close());
  const cache = listCache();
  const versionOf = new WeakMap<FastifyRequest, number>();
  const serializer = (schema: z.ZodType, url: string) => serializerCompiler({ schema, method: 'GET', url });
  const serializePage = serializer(productPageResponseSchema, catalogPaths.shopProducts);
  const serializeProduct = serializer(productResponseSchema, catalogPaths.shopProduct);
  const serializeRelated = serializer(productListSchema, catalogPaths.relatedProducts);

  function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
    reply.header('etag', page.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.header('content-type', 'application/json; charset=utf-8').send(page.body);
  }
  const fromMemory: onRequestHookHandler = (request, reply, done) => {
    const serve = (version: number) => {
      const page = cache.hit(request.url, version);
      if (page) {
        send(request, reply, page);
        return;
      }
      versionOf.set(request, version);
      done();
    };
    const version = versions.read();
    if (typeof version === 'number') serve(version);
    else version.then(serve, done);
  };
  async function sendCached(request: FastifyRequest, reply: FastifyReply, build: () => Promise<string>) {
    const version = versionOf.get(request) ?? (await versions.read());
    return send(request, reply, await cache.page(request.url, version, build));
  }
  const listHandler = (request: FastifyRequest<{ Querystring: ProductListQuery }>, reply: FastifyReply) =>
    sendCached(request, reply, async () => serializePage({ data: await service.list(request.query) }));

  app.get(
    catalogPaths.shopProducts,
    {
      onRequest: fromMemory,
      schema: {
        ...listSchema,
        summary: 'Search the shop: name contains q, category (with sub-categories), brands, price, stock',
      },
    },
    listHandler,
  );
  const serializePriceRange = serializer(priceRangeSchema, catalogPaths.priceRange);
  app.get(
    catalogPaths.priceRange,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Lowest and highest price of the products on sale (the default of the price filter)',
        response: { 200: priceRangeSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, async () => serializePriceRange(await service.priceRange())),
  );
  app.get(
    catalogPaths.adminProducts,
    {
      onRequest: fromMemory,
      schema: { ...listSchema, summary: 'Product list of the admin Products page (same filters)' },
    },
    listHandler,
  );
  app.get(
    routePath(catalogPaths.shopProduct),
    {
      onRequest: fromMemory,
      schema: {
        tags: ['catalogue'],
        summary: 'One product of the shop',
        params: shopProductParamsSchema,
        response: { 200: productResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, async () =>
        serializeProduct({ data: await service.getProduct(request.params.id, { includeArchived: false }) }),
      ),
  );
  app.get(
    routePath(catalogPaths.relatedProducts),
    {
      onRequest: fromMemory,
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 8 related products: same category first, then same brand',
        params: shopProductParamsSchema,
        response: { 200: productListSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, async () => serializeRelated(await service.related(request.params.id))),
  );
  app.get(
    routePath(catalogPaths.adminProduct),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product; archived ones (with the sold count) only for administrators',
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
        : service.getProduct(request.params.productId, { includeArchived: false });
    },
  );
  app.post(
    catalogPaths.addProduct,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a product (SKU generated when not given)',
        description:
          'With an Idempotency-Key header, a repeated request (a double-clicked Save, a retry) returns the product the first one made instead of making another (header idempotent-replayed: true).',
        headers: idempotencyKeyHeaders,
        body: productInputSchema,
        response: { 201: productSchema, ...adminErrors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { created, product } = await service.create(request.body, request.headers['idempotency-key']);
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(product);
    },
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

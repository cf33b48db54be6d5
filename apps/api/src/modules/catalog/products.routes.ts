import { endpoints, errorSchema, type Endpoint, type ProductListQuery } from '@idl/api-contract';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { optionalUser, requireAdmin } from '../../plugins/auth';
import type { ReadyAnswer } from '../../plugins/ready-answers';
import { listCache, type CachedPage } from './list-cache';
import { productsService } from './products.service';

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const catalog = endpoints.catalog;

/** The shop's product calls and the admin product calls (spec section 7). */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = productsService(app.deps);
  const listSchema = { tags: ['catalogue'], response: { 400: errorSchema } };
  // The shop's read calls (list, search, product, related) are served from a cache keyed by the
  // request's path and query and the catalogue version (list-cache.ts), already serialised by the
  // serialiser the route schema would use; an unchanged answer is a 304 to a browser that has it.
  // A cached answer goes out from the onRequest hook, before the query is parsed and validated
  // again; over HTTP, before Fastify sees the request at all (below, `readyAnswers`).
  const versions = { read: app.catalogVersion };
  const cache = listCache();
  const versionOf = new WeakMap<FastifyRequest, number>();
  const serializer = (endpoint: Endpoint) =>
    serializerCompiler({ schema: endpoint.response, method: endpoint.method, url: endpoint.path });
  const serializePage = serializer(catalog.shopProducts);
  const serializeProduct = serializer(catalog.shopProduct);
  const serializeRelated = serializer(catalog.relatedProducts);

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
    return send(request, reply, await cache.page(request.url, version, build, request.routeOptions.url));
  }
  // The same answers, sent by the server before Fastify makes a request of them, whenever the
  // version can be read at once (plugins/ready-answers.ts).
  app.readyAnswers.add((url) => {
    const version = versions.read();
    if (typeof version !== 'number') return undefined;
    const page = cache.hit(url, version);
    return page?.route ? (page as ReadyAnswer) : undefined;
  });
  const listHandler = (request: FastifyRequest<{ Querystring: ProductListQuery }>, reply: FastifyReply) =>
    sendCached(request, reply, async () => serializePage({ data: await service.list(request.query) }));

  route(
    app,
    catalog.shopProducts,
    {
      onRequest: fromMemory,
      schema: {
        ...listSchema,
        summary: 'Search the shop: name contains q, category (with sub-categories), brands, price, stock',
      },
    },
    listHandler,
  );
  const serializePriceRange = serializer(catalog.priceRange);
  route(
    app,
    catalog.priceRange,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Lowest and highest price of the products on sale (the default of the price filter)',
      },
    },
    (request, reply) =>
      sendCached(request, reply, async () => serializePriceRange(await service.priceRange())),
  );
  const serializeLabServices = serializer(catalog.labServices);
  route(
    app,
    catalog.labServices,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The products on sale that are lab services, by name (ordered as cases, not in the cart)',
      },
    },
    (request, reply) =>
      sendCached(request, reply, async () => serializeLabServices(await service.labServices())),
  );
  route(
    app,
    catalog.adminProducts,
    {
      onRequest: fromMemory,
      schema: { ...listSchema, summary: 'Product list of the admin Products page (same filters)' },
    },
    listHandler,
  );
  route(
    app,
    catalog.shopProduct,
    {
      onRequest: fromMemory,
      schema: {
        tags: ['catalogue'],
        summary: 'One product of the shop',
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, async () =>
        serializeProduct({ data: await service.getProduct(request.params.id, { includeArchived: false }) }),
      ),
  );
  route(
    app,
    catalog.relatedProducts,
    {
      onRequest: fromMemory,
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 8 related products: same category first, then same brand',
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, async () => serializeRelated(await service.related(request.params.id))),
  );
  route(
    app,
    catalog.adminProduct,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product; archived ones (with the sold count) only for administrators',
        response: { 400: errorSchema, 404: errorSchema },
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
  route(
    app,
    catalog.addProduct,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a product (SKU generated when not given)',
        description:
          'With an Idempotency-Key header, a repeated request (a double-clicked Save, a retry) returns the product the first one made instead of making another (header idempotent-replayed: true).',
        response: { ...adminErrors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { created, product } = await service.create(request.body, request.headers['idempotency-key']);
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(product);
    },
  );
  route(
    app,
    catalog.updateProduct,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Change a product; images and options are replaced by the ones sent',
        response: { ...adminErrors, 409: errorSchema },
      },
    },
    (request) => service.update(request.params.productId, request.body),
  );
  route(
    app,
    catalog.deleteProduct,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Delete a product, or archive it when orders refer to it',
        response: adminErrors,
      },
    },
    async (request) => {
      const { archived } = await service.remove(request.params.productId);
      return { message: 'Product deleted successfully', archived };
    },
  );
  route(
    app,
    catalog.addStock,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add stock to a product (or one of its option values); never below zero',
        response: { ...adminErrors, 409: errorSchema },
      },
    },
    (request) => service.addStock({ ...request.body, productId: request.params.productId }),
  );
  route(
    app,
    catalog.addStockBulk,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add stock to several products at once (all or nothing)',
        response: { ...adminErrors, 409: errorSchema },
      },
    },
    (request) => service.addStockBulk(request.body.items),
  );
};

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from '../catalog/list-cache';
import { sitemapPaths, sitemaps } from './sitemaps';

const XML = 'application/xml; charset=utf-8';
/** Not part of the API: kept out of its OpenAPI document. */
const schema = { hide: true };

/**
 * /robots.txt, /sitemap.xml and the sitemaps it names, under the shop's public address
 * (PUBLIC_URL). Sitemaps are revalidated like the product lists: ETag by catalogue version, 304
 * when unchanged.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const maps = sitemaps({
    database: app.database,
    publicUrl: app.config.publicUrl,
    catalogVersion: app.catalogVersion,
  });

  function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
    reply.header('etag', page.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.header('content-type', XML).send(page.body);
  }

  app.get(sitemapPaths.robots, { schema }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(maps.robotsTxt),
  );
  app.get(sitemapPaths.index, { schema }, async (request, reply) => send(request, reply, await maps.index()));
  app.get(sitemapPaths.pages, { schema }, async (request, reply) => send(request, reply, maps.pages));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema }, async (request, reply) => {
    const n = /^products-([1-9]\d{0,8})\.xml$/.exec(request.params.file)?.[1];
    const page = n === undefined ? undefined : await maps.products(Number(n));
    if (!page) return reply.callNotFound();
    return send(request, reply, page);
  });
};

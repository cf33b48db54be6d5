import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@idl/api-contract';
import type { FastifyInstance } from 'fastify';
import { htmlWithHead } from '../modules/seo/page-head';
import { webPages } from '../modules/seo/web-pages';

/**
 * Serves the built web app from the same origin: hashed assets are cached for a year,
 * `index.html` is always revalidated and answers every address that is not a file, with the page's
 * true status: 200 for a route of the web app (`/shop`, `/admin/orders/7`), 404 for an address no
 * route opens or a product that does not exist, 410 for a removed product. The web app shows its
 * not-found page on the 404s. Each answer is index.html with the page's own head (title,
 * description, canonical address, link-preview tags, structured data: modules/seo/web-pages.ts);
 * the rest of the document is as built.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string | undefined) {
  const indexHtml = distDir ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : undefined;
  const withHead = indexHtml === undefined ? undefined : htmlWithHead(indexHtml);
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The web build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent as is.
      preCompressed: true,
      // Source maps stay on the server (the build keeps them for its own checks).
      allowedPath: (pathName) => !/\.map(\.(gz|br))?$/.test(pathName),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const pageOf = webPages({
    database: app.database,
    publicUrl: app.config.publicUrl,
    catalogVersion: app.catalogVersion,
  });
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const [pathname = '', search = ''] = url.split(/\?(.*)/s);
    if (!isApi && wantsPage && withHead && !path.extname(pathname)) {
      const page = await pageOf(pathname, search);
      return reply
        .status(page.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withHead(page.head));
    }
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `Nothing here: ${request.method} ${url.split('?')[0]}` });
  });
}

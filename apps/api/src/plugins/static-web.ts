import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@idl/api-contract';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same origin: hashed assets are cached for a year,
 * `index.html` is always revalidated and answers every client route (`/shop`, `/admin/orders/7`).
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string | undefined) {
  const indexHtml = distDir ? readFileSync(path.join(distDir, 'index.html')) : undefined;
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

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && indexHtml && !path.extname(url.split('?')[0] ?? '')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `Nothing here: ${request.method} ${url.split('?')[0]}` });
  });
}

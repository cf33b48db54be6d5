import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, matchSiteRoute } from '@idl/api-contract';
import type { FastifyInstance } from 'fastify';
import { htmlWithHead } from '../modules/seo/page-head';
import {
  documentParts,
  fontPreloads,
  EMPTY_ROOT,
  inProcessFetch,
  isRenderedOnServer,
  loadRenderer,
  PAGE_CSS_PATH,
  PAGE_STYLES_PATH,
  pageStylesheet,
  renderedRoot,
  renderedWithin,
  stylesheetIndex,
} from '../modules/seo/server-render';
import { webPages } from '../modules/seo/web-pages';
import { listCache } from '../modules/catalog/list-cache';
import {
  compressText,
  compressingStream,
  acceptedEncoding,
  keptPages,
  type TextEncoding,
} from '../modules/seo/page-compression';
import { SESSION_COOKIE } from './auth';

/**
 * Serves the built web app from the same origin: hashed assets are cached for a year,
 * `index.html` is always revalidated and answers every address that is not a file, with the page's
 * true status: 200 for a route of the web app (`/shop`, `/admin/orders/7`), 404 for an address no
 * route opens or a product that does not exist, 410 for a removed product. The web app shows its
 * not-found page on the 404s. Each answer is index.html with the page's own head (title,
 * description, canonical address, link-preview tags, structured data: modules/seo/web-pages.ts);
 * the rest of the document is as built.
 */
/** More pages are being rendered than SERVER_RENDER_CONCURRENCY allows. */
class RendersBusy extends Error {
  constructor() {
    super('As many pages are being rendered as the server allows at once');
  }
}

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

  // The server renderer built beside the web app: public pages arrive rendered, and hydrate.
  const render = distDir ? await loadRenderer(distDir) : undefined;
  const stylesheets =
    distDir && indexHtml !== undefined
      ? stylesheetIndex(distDir, (href) => indexHtml.includes(`href="${href}"`))
      : { linksFor: () => '', combined: () => undefined };
  // The rendered app (#root and what it needs) of pages for visitors without a session, by
  // catalogue version and address.
  const rendered = listCache({ maxEntries: 300 });
  // Finished pages as sent, by encoding and address (for the same catalogue version).
  const finished = keptPages<{ status: number; body: Buffer }>({ maxEntries: 300 });
  const fonts = distDir ? fontPreloads(distDir) : '';
  let rendersUnderWay = 0;

  // A rendered page's inline styles, as a stylesheet (server-render.ts: inlineStylesMoved).
  // A wildcard, not a `:file` parameter: Fastify cuts parameters at 100 characters.
  app.get<{ Params: { '*': string } }>(`${PAGE_STYLES_PATH}/*`, async (request, reply) => {
    const css = pageStylesheet(request.params['*']);
    if (css === undefined)
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such stylesheet' });
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/css; charset=utf-8')
      .send(css);
  });

  // The stylesheet of a rendered page's parts (server-render.ts: stylesheetIndex), made once per
  // set of files and compressed once per encoding; its address names hashed files: cached forever.
  const combinedSheets = new Map<string, Partial<Record<'identity' | TextEncoding, Buffer>>>();
  app.get<{ Params: { '*': string } }>(`${PAGE_CSS_PATH}/*`, async (request, reply) => {
    const name = request.params['*'];
    let sheet = combinedSheets.get(name);
    if (!sheet) {
      const css = stylesheets.combined(name);
      if (css === undefined)
        return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such stylesheet' });
      sheet = { identity: Buffer.from(css) };
      combinedSheets.set(name, sheet);
      if (combinedSheets.size > 500) combinedSheets.delete(combinedSheets.keys().next().value!);
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding')
      .type('text/css; charset=utf-8');
    if (!encoding) return reply.send(sheet.identity);
    sheet[encoding] ??= compressText(sheet.identity!.toString('utf8'), encoding);
    return reply.header('content-encoding', encoding).send(sheet[encoding]);
  });

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
    if (!isApi && request.method === 'POST' && withHead && matchSiteRoute(pathname)) {
      // A form the browser sent itself, to the page's own address (pressed before the app took over
      // a page rendered on the server, or without scripts; forms post so no field lands in an
      // address): the page again, by GET, where the app now handles the form.
      return reply.redirect(url, 303);
    }
    if (!isApi && wantsPage && withHead && !path.extname(pathname)) {
      const rendersPage = render !== undefined && isRenderedOnServer(pathname);
      // Rendered pages are sent compressed to a browser that accepts it (a phone on a slow network
      // gets a tenth of the bytes): before, every page was index.html, 2 KB.
      const encoding = rendersPage ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
      const hasSession = request.cookies[SESSION_COOKIE] !== undefined;
      const pageHeaders = (status: number) => {
        reply
          .status(status)
          .header('cache-control', 'no-cache')
          .header('vary', 'cookie, accept-encoding')
          .type('text/html; charset=utf-8');
        if (encoding) reply.header('content-encoding', encoding);
        return reply;
      };
      // A page finished before, for anyone without a session: sent as it is.
      const keptKey = `${encoding ?? 'identity'} ${url}`;
      const version = rendersPage && !hasSession ? await app.catalogVersion() : undefined;
      const kept = version === undefined ? undefined : finished.get(keptKey, version);
      if (kept) return pageHeaders(kept.status).send(kept.body);

      const page = await pageOf(pathname, search);
      const document = withHead(page.head);
      const parts = rendersPage ? documentParts(document, fonts) : undefined;
      // Not rendered here (or index.html without its mount point): index.html with the page's head.
      if (!render || !parts) return pageHeaders(page.status).removeHeader('content-encoding').send(document);
      pageHeaders(page.status);
      const timeoutMs = app.config.serverRenderTimeoutMs;
      const renderRoot = async () => {
        // Renders cost CPU and a cached page does not: beyond a few at once (addresses never asked
        // before, a crawler, or someone sending endless new query strings), a page goes out
        // unrendered at once instead of queueing behind them; the browser renders it.
        if (rendersUnderWay >= app.config.serverRenderConcurrency) throw new RendersBusy();
        rendersUnderWay += 1;
        try {
          const page = await renderedWithin(
            render({
              url,
              send: inProcessFetch(app, { cookie: request.headers.cookie, requestId: request.id }),
              hasSession,
              timeoutMs,
            }),
            timeoutMs,
          );
          return renderedRoot(page, stylesheets.linksFor, parts.bodyStart);
        } finally {
          rendersUnderWay -= 1;
        }
      };
      let root: Promise<string>;
      if (hasSession) {
        // The visitor's own page (their account, cart, wishlist): rendered for them alone.
        root = renderRoot();
      } else {
        const at = version!;
        const cached = rendered.hit(url, at);
        if (cached) {
          const whole = `${parts.head}${cached.body}${parts.after}`;
          const body = encoding ? compressText(whole, encoding) : Buffer.from(whole);
          finished.keep(keptKey, at, { status: page.status, body });
          return reply.send(body);
        }
        root = rendered.page(url, at, renderRoot).then((built) => built.body);
      }
      const sent = root.catch((error: unknown) => {
        // The page still works rendered in the browser, as before.
        if (error instanceof RendersBusy)
          request.log.info({ url }, 'renders busy; sending the page unrendered');
        else request.log.warn({ err: error, url }, 'server render failed; sending the page unrendered');
        return `${parts.bodyStart}${EMPTY_ROOT}`;
      });
      // The head goes out at once, so the browser fetches its styles and fonts while the server
      // renders; the page's own styles and the rendered app follow.
      const stream = Readable.from(
        (async function* () {
          yield Buffer.from(parts.head);
          yield Buffer.from(await sent);
          yield Buffer.from(parts.after);
        })(),
      );
      return reply.send(encoding ? stream.pipe(compressingStream(encoding)) : stream);
    }
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `Nothing here: ${request.method} ${url.split('?')[0]}` });
  });
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';

/**
 * A stand-in for the web app's server renderer (apps/web/dist-server/entry-server.js): it shows
 * what it was given (the address, whether there is a session) and what the API answered it through
 * `send` (the products, the signed-in visitor), and counts its calls. `globalThis.fakeRenderer.mode`
 * makes it throw, reject, never finish, or wait until the test lets it.
 */
const fakeRenderer = `
const state = (globalThis.fakeRenderer ??= { calls: [], mode: 'render' });
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export function render(request) {
  state.calls.push({ url: request.url, hasSession: request.hasSession, timeoutMs: request.timeoutMs });
  if (state.mode === 'throw') throw new Error('the renderer broke');
  if (state.mode === 'hang') return new Promise(() => {});
  if (state.mode === 'gate') return new Promise((resolve) => (state.gated ??= []).push(() => resolve(rendered(request))));
  return rendered(request);
}
async function rendered({ url, send, hasSession }) {
  if (state.mode === 'reject') throw new Error('the renderer gave up');
  const products = await (await send('/interdentallab/api/products/getallproducts?page=0&size=50')).json();
  let signedIn = false;
  let email = '';
  if (hasSession) {
    const me = await send('/interdentallab/api/users/me');
    signedIn = me.ok;
    if (me.ok) email = (await me.json()).email;
  }
  const names = products.data.content.map((product) => escape(product.name)).join(', ');
  return {
    html: '<link rel="preload" as="image" href="/uploads/hero.webp"/>' +
      '<main class="card" style="width:50%" data-url="' + escape(url) + '" data-session="' + hasSession +
      '" data-signed-in="' + signedIn + '"><p id="products">' + names + '</p><p id="visitor">' + escape(email) +
      '</p><p>Only $& and $1 off</p></main>',
    stateScript: '<script type="application/json" id="rendered-state">' + JSON.stringify({ signedIn }) + '</script>',
    signedIn,
  };
}
`;

interface FakeRenderer {
  calls: { url: string; hasSession: boolean; timeoutMs?: number }[];
  mode: 'render' | 'throw' | 'reject' | 'hang' | 'gate';
  /** In 'gate' mode, each render waits until its function here is called. */
  gated?: (() => void)[];
}
const fake = () => (globalThis as unknown as { fakeRenderer: FakeRenderer }).fakeRenderer;

const INDEX_HTML =
  '<!doctype html><html><head><title>shop</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-a.css"></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

/** A pino destination that keeps every line, as an operator's log file would. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: { level: 'info', stream }, lines };
}

describe(`pages rendered on the server (${testDatabaseKind})`, () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const log = logCapture();
  const root = mkdtempSync(path.join(tmpdir(), 'idl-render-'));
  const dist = path.join(root, 'dist');
  let fx: ReturnType<typeof catalogFixtures>;
  let adminAuthorization: string;
  /** The shop serving the temporary web build, its log captured, with `config` changed. */
  const appWith = (config: Partial<AppConfig>) =>
    buildApp({
      config: { ...t.config, webDistDir: dist, ...config },
      database: t.database,
      logger: log.logger,
    });
  let ids: { categoryId: number; brandId: number };
  let removedId: number;
  let visitor: { email: string; token: string };

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'assets', 'index-a.css'), '.base{color:red}');
    writeFileSync(path.join(dist, 'assets', 'card-b.css'), '.card{padding:1px}');
    writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), fakeRenderer);
    t = await createTestApp();
    app = await appWith({});
    await app.ready();
    adminAuthorization = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
    fx = catalogFixtures(t, adminAuthorization);
    ids = { categoryId: await fx.category('Brushes'), brandId: await fx.brand('TePe') };
    await fx.product({ name: 'Brush S', ...ids });
    removedId = (await fx.product({ name: 'Brush M', ...ids })).id;
    await sql`update products set archived = 1 where id = ${removedId}`.execute(t.database.db);
    visitor = await createUserWithToken(t, { email: 'visitor.render@example.com' });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    fake().mode = 'render';
  });

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const renders = () => fake().calls.length;
  const sessionCookie = () => `${SESSION_COOKIE}=${visitor.token}`;
  /** A catalogue write: every cached page is rendered again. */
  const addProduct = (name: string) => fx.product({ name, ...ids });
  const rootOf = (body: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(body)?.[1];
  const visitorOf = (body: string) => /<p id="visitor">([^<]*)<\/p>/.exec(body)?.[1];

  it('sends a public page rendered, with its stylesheets, its hints and its data', async () => {
    const res = await get('/shop?q=brush');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.body;
    expect(rootOf(body)).toContain('data-url="/shop?q=brush" data-session="false" data-signed-in="false"');
    // What the renderer asked the API for, answered in-process.
    expect(body).toContain('<p id="products">Brush S</p>');
    // Page text with replacement patterns, as written.
    expect(body).toContain('<p>Only $& and $1 off</p>');
    // Before #root: React's hint, the built stylesheet its classes need (not the one index.html
    // links), the page's moved inline styles; after it, the state block.
    const [beforeRoot, afterRoot] = body.split('<div id="root">') as [string, string];
    expect(beforeRoot).toContain('<link rel="preload" as="image" href="/uploads/hero.webp"/>');
    expect(beforeRoot).toContain('<link rel="stylesheet" crossorigin href="/page-css/card-b.css">');
    expect(beforeRoot).toContain('<link rel="stylesheet" crossorigin href="/assets/card-b.css" disabled>');
    expect(body.match(/index-a\.css/g)).toHaveLength(1);
    expect(afterRoot).toMatch(/^<main class="card" data-ssr-style="width:50%"/);
    expect(afterRoot).toContain(
      '</div><script type="application/json" id="rendered-state">{"signedIn":false}</script>',
    );
    expect(body).not.toMatch(/\sstyle="/);

    const styles = /href="(\/page-styles\/[^"]+)"/.exec(beforeRoot)?.[1];
    const css = await get(styles!);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toBe('[data-ssr-style="width:50%"]{width:50%}');
    expect((await get('/page-styles/not-a-stylesheet.css')).statusCode).toBe(404);

    // The parts' stylesheet: the built file, as it is, cached forever, compressed when asked.
    const parts = await get('/page-css/card-b.css');
    expect(parts.statusCode).toBe(200);
    expect(parts.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(parts.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(parts.body).toBe(readFileSync(path.join(dist, 'assets', 'card-b.css'), 'utf8'));
    const brotli = await app.inject({
      method: 'GET',
      url: '/page-css/card-b.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(parts.body);
    for (const junk of ['/page-css/card-b,card-b.css', '/page-css/index-a.css', '/page-css/nope.css'])
      expect((await get(junk)).statusCode, junk).toBe(404);
  });

  it('renders a page once for every visitor without a session, again after a catalogue change', async () => {
    const first = await get('/about-us');
    const before = renders();
    const second = await get('/about-us');
    expect(renders()).toBe(before);
    expect(second.body).toBe(first.body);

    await addProduct('Brush XL');
    const third = await get('/about-us');
    expect(renders()).toBe(before + 1);
    expect(third.body).toContain('Brush XL');
  });

  it('renders the page of a visitor with a session for them alone, each time', async () => {
    await addProduct('Brush XXL');
    const before = renders();
    const own = await get('/shop', sessionCookie());
    expect(own.statusCode).toBe(200);
    // The cookie reached the API through send: the page is the visitor's own.
    expect(rootOf(own.body)).toContain('data-session="true" data-signed-in="true"');
    expect(visitorOf(own.body)).toBe(visitor.email);
    expect(own.body).toContain('{"signedIn":true}');
    await get('/shop', sessionCookie());
    expect(renders()).toBe(before + 2);

    // Another visitor gets a page of their own, rendered anew: the signed-in page was not kept.
    const other = await get('/shop');
    expect(renders()).toBe(before + 3);
    expect(visitorOf(other.body)).toBe('');
    expect(other.body).not.toContain(visitor.email);
    expect(other.body).toContain('{"signedIn":false}');

    // Nor is a page served from the cache to a visitor with a session, or an ended one.
    await get('/shop', sessionCookie());
    const ended = await get('/shop', `${SESSION_COOKIE}=no-longer-a-session`);
    expect(renders()).toBe(before + 5);
    expect(rootOf(ended.body)).toContain('data-session="true" data-signed-in="false"');
    expect(fake().calls.at(-1)).toMatchObject({ url: '/shop', hasSession: true });
  });

  it('sends the page unrendered, with its true status, when the renderer throws or rejects', async () => {
    for (const mode of ['throw', 'reject'] as const) {
      fake().mode = mode;
      const warnings = log.lines.length;
      for (const [url, status] of [
        [`/contact-us?${mode}`, 200],
        [`/no-such-page?${mode}`, 404],
        [`/product/${removedId}?${mode}`, 410],
      ] as const) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(status);
        expect(rootOf(res.body), url).toBe('');
        expect(res.body).not.toContain('rendered-state');
      }
      const failures = log.lines
        .slice(warnings)
        .filter((l) => l.msg?.toString().startsWith('server render failed'));
      expect(failures, mode).toHaveLength(3);
    }
    // A failure is not kept: the page renders once the renderer works again.
    fake().mode = 'render';
    expect(rootOf((await get('/contact-us?throw')).body)).toContain('data-url="/contact-us?throw"');
  });

  it('renders the not-found and removed-product pages with their true statuses', async () => {
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toContain('data-url="/no-such-page"');
    const removed = await get(`/product/${removedId}`);
    expect(removed.statusCode).toBe(410);
    expect(rootOf(removed.body)).toContain(`data-url="/product/${removedId}"`);
    // From the cache, then as a finished page kept whole, the statuses stay.
    for (let visit = 0; visit < 2; visit += 1) {
      expect((await get('/no-such-page')).statusCode).toBe(404);
      expect((await get(`/product/${removedId}`)).statusCode).toBe(410);
    }
  });

  it('sends a page from the cache the same, whole, in each encoding a browser asks for', async () => {
    const visit = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/brands?kept',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const first = await visit();
    const before = renders();
    for (let round = 0; round < 3; round += 1) {
      const plain = await visit();
      const br = await visit('gzip, br');
      const gzip = await visit('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(first.body);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(first.body);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(first.body);
      for (const res of [plain, br, gzip]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toBe('cookie, accept-encoding');
      }
    }
    expect(renders()).toBe(before);
    // A catalogue change: rendered again, and the kept pages are not sent any more.
    await fx.product({ name: 'Brush XL', ...ids });
    const after = await visit('br');
    expect(renders()).toBe(before + 1);
    expect(brotliDecompressSync(after.rawPayload).toString('utf8')).toContain('Brush XL');
  });

  it('logs one line per page view: the API calls of its render add none', async () => {
    const before = log.lines.length;
    // With a session: rendered now, two API calls (products and the visitor).
    const res = await get('/shop?log=1', sessionCookie());
    expect(res.statusCode).toBe(200);
    expect(visitorOf(res.body)).toBe(visitor.email);
    // Every line a request writes carries its id (background work, e.g. the mail queue, does not).
    const lines = log.lines.slice(before).filter((l) => l.reqId !== undefined);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', url: '/shop?log=1', statusCode: 200 }),
    ]);
  });

  it("counts a page view once in the request metrics, not its render's API calls", async () => {
    const count = async (route: string) => {
      const metrics = await app.inject({
        method: 'GET',
        url: '/interdentallab/metrics',
        headers: { authorization: adminAuthorization },
      });
      const line = metrics.body
        .split('\n')
        .find(
          (l) => l.startsWith('idl_http_request_duration_seconds_count{') && l.includes(`route="${route}"`),
        );
      return line ? Number(line.split(' ').at(-1)) : 0;
    };
    const products = await count('/interdentallab/api/products/getallproducts');
    const me = await count('/interdentallab/api/users/me');
    const pages = await count('unmatched');
    const res = await get('/shop?metrics=1', sessionCookie());
    expect(visitorOf(res.body)).toBe(visitor.email);
    expect(await count('/interdentallab/api/products/getallproducts')).toBe(products);
    expect(await count('/interdentallab/api/users/me')).toBe(me);
    expect(await count('unmatched')).toBe(pages + 1);
  });

  it("logs the render's API calls at debug level, under the page request's id", async () => {
    app.log.level = 'debug';
    const before = log.lines.length;
    try {
      await app.inject({
        method: 'GET',
        url: '/shop?log=2',
        headers: { cookie: sessionCookie(), 'x-request-id': 'page-view-42' },
      });
    } finally {
      app.log.level = 'info';
    }
    const lines = log.lines.slice(before).filter((l) => String(l.msg).endsWith('request'));
    expect(lines.map((l) => [l.msg, l.reqId, String(l.url).split('?')[0], l.level])).toEqual([
      ['in-process request', 'page-view-42', '/interdentallab/api/products/getallproducts', 20],
      ['in-process request', 'page-view-42', '/interdentallab/api/users/me', 20],
      ['request', 'page-view-42', '/shop', 30],
    ]);
  });

  it("logs every request of a client, whatever it sends to look like one of the server's own", async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const before = log.lines.length;
    const api = '/interdentallab/api/products/getallproducts?page=0&size=1';
    // Headers that an in-process call might be told apart by, were it told apart by a header.
    const lookalikes: Record<string, string>[] = [
      {},
      { 'user-agent': 'lightMyRequest' },
      { 'x-request-id': 'page-view-42', cookie: sessionCookie() },
      { 'x-forwarded-for': '127.0.0.1', 'x-in-process': '1', 'x-internal': 'true' },
    ];
    for (const headers of lookalikes) {
      const res = await fetch(`${address}${api}`, { headers });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const page = await fetch(`${address}/shop?log=3`, { headers: { cookie: sessionCookie() } });
    expect(await page.text()).toContain(visitor.email);
    await expect
      .poll(() =>
        log.lines
          .slice(before)
          .filter((l) => l.msg === 'request')
          .map((l) => l.url),
      )
      .toEqual([api, api, api, api, '/shop?log=3']);
  });

  it('gives the renderer the configured time limit', async () => {
    await get('/patient?limit');
    expect(fake().calls.at(-1)).toMatchObject({ url: '/patient?limit', timeoutMs: 5_000 });
  });

  it('sends the page unrendered when the render does not finish in time', async () => {
    const hurried = await appWith({ serverRenderTimeoutMs: 300 });
    try {
      fake().mode = 'hang';
      const before = renders();
      const warnings = () => log.lines.filter((l) => String(l.msg).startsWith('server render failed')).length;
      const warned = warnings();
      for (const [url, cookie, status] of [
        ['/doctor?hang', undefined, 200],
        // The same address again: not held by the first render, still under way.
        ['/doctor?hang', undefined, 200],
        ['/doctor?hang', sessionCookie(), 200],
        ['/no-such-page?hang', undefined, 404],
      ] as const) {
        const started = performance.now();
        const res = await hurried.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        const took = performance.now() - started;
        expect(res.statusCode, url).toBe(status);
        expect(rootOf(res.body), url).toBe('');
        expect(res.body).toContain('<script type="module" src="/assets/index.js"></script>');
        expect(took, url).toBeGreaterThanOrEqual(250);
        expect(took, url).toBeLessThan(5_000);
      }
      expect(renders()).toBe(before + 4);
      expect(fake().calls.at(-1)).toMatchObject({ timeoutMs: 300 });
      expect(warnings()).toBe(warned + 4);
    } finally {
      fake().mode = 'render';
      await hurried.close();
    }
  });

  it('sends pages unrendered at once while as many renders as allowed are under way', async () => {
    const busy = await appWith({ serverRenderConcurrency: 2 });
    try {
      fake().mode = 'gate';
      fake().gated = [];
      const first = busy.inject({ method: 'GET', url: '/doctor?busy=1' });
      const second = busy.inject({
        method: 'GET',
        url: '/doctor?busy=2',
        headers: { cookie: sessionCookie() },
      });
      await expect.poll(() => fake().gated?.length).toBe(2);
      // A third new address while two renders are under way: unrendered, at once, with its status.
      const before = renders();
      for (const url of ['/doctor?busy=3', '/no-such-page?busy']) {
        const res = await busy.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(url.startsWith('/doctor') ? 200 : 404);
        expect(rootOf(res.body), url).toBe('');
        expect(res.body).toContain('<script type="module" src="/assets/index.js"></script>');
      }
      expect(renders()).toBe(before);
      expect(log.lines.some((l) => l.msg === 'renders busy; sending the page unrendered')).toBe(true);

      for (const open of fake().gated ?? []) open();
      const [one, two] = await Promise.all([first, second]);
      expect(rootOf(one.body)).toContain('data-url="/doctor?busy=1"');
      expect(rootOf(two.body)).toContain('data-url="/doctor?busy=2" data-session="true"');
      // The busy answer was not kept: once the renders are done, that address is rendered.
      fake().mode = 'render';
      expect(rootOf((await busy.inject({ method: 'GET', url: '/doctor?busy=3' })).body)).toContain(
        'data-url="/doctor?busy=3"',
      );
    } finally {
      fake().mode = 'render';
      await busy.close();
    }
  });

  it("leaves the customer's orders and the admin area to the browser", async () => {
    const before = renders();
    for (const url of ['/orders', '/orders/7', '/cases', '/admin/orders/7', '/admin/dashboard']) {
      for (const cookie of [undefined, sessionCookie()]) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(200);
        expect(rootOf(res.body), url).toBe('');
      }
    }
    expect(renders()).toBe(before);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';

describe(`true HTTP status of the web app's pages (${testDatabaseKind})`, () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const dist = mkdtempSync(path.join(tmpdir(), 'idl-dist-'));
  const html = '<!doctype html><title>shop</title><div id="root"></div>';
  let productId: number;
  let removedId: number;

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), html);
    t = await createTestApp();
    app = await buildApp({ config: { ...t.config, webDistDir: dist }, database: t.database, logger: false });
    await app.ready();
    const fx = catalogFixtures(t, (await createUserWithToken(t, { role: 'ADMIN' })).authorization);
    const ids = { categoryId: await fx.category('Brushes'), brandId: await fx.brand('TePe') };
    productId = (await fx.product({ name: 'Brush S', ...ids })).id;
    removedId = (await fx.product({ name: 'Brush M', ...ids })).id;
    // Removed from the shop but kept for the orders that hold it.
    await sql`update products set archived = 1 where id = ${removedId}`.execute(t.database.db);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url });
  /**
   * The document with the page's head (in place of the built title; web-page-heads.test.ts reads
   * it) put back to the built title: what is left must be the app exactly as built.
   */
  const asBuilt = (body: string) =>
    body.replace(/^(<!doctype html>)<title>[\s\S]*?\n?(?=<div id="root">)/, '$1<title>shop</title>');
  const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
  const NOT_FOUND_TITLE = 'Page Not Found | Interdental Lab';

  it('answers the routes of the web app with 200 and the app, revalidated', async () => {
    for (const url of [
      '/',
      '/shop',
      '/shop?q=brush',
      '/about-us',
      '/login',
      '/orders/7',
      '/admin/orders/7',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(asBuilt(res.body)).toBe(html);
      expect(titleOf(res.body), url).not.toBe(NOT_FOUND_TITLE);
    }
    expect((await get(`/product/${productId}`)).statusCode).toBe(200);
  });

  it('answers an address no route opens with 404 and the app, which shows its not-found page', async () => {
    for (const url of ['/no-such-page', '/shop/extra', '/products', '/product', '/administrator?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(asBuilt(res.body)).toBe(html);
      expect(titleOf(res.body), url).toBe(NOT_FOUND_TITLE);
    }
    expect((await get('/no-such-page', 'HEAD')).statusCode).toBe(404);
  });

  it('answers a product that does not exist with 404, a removed one with 410', async () => {
    for (const url of ['/product/999999', '/product/0', '/product/abc', '/product/99999999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(asBuilt(res.body)).toBe(html);
      expect(titleOf(res.body), url).toBe(NOT_FOUND_TITLE);
    }
    const removed = await get(`/product/${removedId}`);
    expect(removed.statusCode).toBe(410);
    expect(removed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(asBuilt(removed.body)).toBe(html);
    expect(titleOf(removed.body)).toBe(NOT_FOUND_TITLE);
  });

  it("leaves the API's own answers as they were", async () => {
    const res = await get('/interdentallab/api/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/missing.png')).json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends a form the browser posted to a page back to that page, by GET', async () => {
    // Pressed before the app took over a rendered page, or without scripts: the fields stay out of
    // the address and the visitor gets the page (now handled by the app) instead of an error.
    for (const [url, contentType, payload] of [
      ['/login', 'application/x-www-form-urlencoded', 'email=ada%40example.com&password=secret'],
      ['/warranty?ref=IDL-1', 'application/x-www-form-urlencoded', 'code=1'],
      [
        '/contact-us',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      ],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe(url);
      expect(res.body, url).not.toContain('secret');
    }
    // Not an address of the web app, nor the API's: as before.
    expect((await app.inject({ method: 'POST', url: '/no-such-page', payload: {} })).statusCode).toBe(404);
    const api = await app.inject({ method: 'POST', url: '/interdentallab/api/no-such-call', payload: {} });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

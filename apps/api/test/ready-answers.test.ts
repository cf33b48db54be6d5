import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAnswers } from '../src/plugins/ready-answers';
import { securityHeaders } from '../src/plugins/security';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { METRICS_TOKEN, sample, scrapeMetrics } from './metrics-helpers';

const LIST = '/interdentallab/api/products/getallproducts';

/** Every line the server logs, parsed. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: { level: 'info', stream }, requests: () => lines.filter((l) => l.msg === 'request') };
}

/** What a client sees of an answer, without the headers Node adds to every one. */
const seen = async (res: Response) => {
  const headers = Object.fromEntries(res.headers);
  delete headers.date;
  delete headers.connection;
  delete headers['keep-alive'];
  return { status: res.status, headers, body: await res.text() };
};

describe('ready answers: the HTTP server sends built answers before Fastify', () => {
  it('answers what a lookup holds and hands everything else to Fastify', async () => {
    const ready = readyAnswers();
    const app = Fastify({ serverFactory: ready.serverFactory, genReqId: ready.genReqId, logger: false });
    const observed: unknown[][] = [];
    app.decorate('metrics', { observeRequest: (...args: unknown[]) => observed.push(args) } as never);
    ready.attach(app);
    const held = { body: '{"from":"memory"}', etag: 'W/"7-abc"', route: '/held' };
    ready.add((url) => (url === '/held?page=1' ? held : undefined));
    app.get('/held', async () => ({ from: 'fastify' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const fromMemory = await fetch(`${base}/held?page=1`);
      expect(fromMemory.status).toBe(200);
      expect(await fromMemory.text()).toBe('{"from":"memory"}');
      expect(fromMemory.headers.get('etag')).toBe('W/"7-abc"');
      expect(fromMemory.headers.get('cache-control')).toBe('no-cache');
      expect(fromMemory.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(fromMemory.headers.get('content-security-policy')).toBe(
        securityHeaders()['content-security-policy'],
      );
      const notModified = await fetch(`${base}/held?page=1`, { headers: { 'if-none-match': 'W/"7-abc"' } });
      expect(notModified.status).toBe(304);
      expect(await notModified.text()).toBe('');
      // Another address, another method: Fastify's.
      expect(await (await fetch(`${base}/held?page=2`)).json()).toEqual({ from: 'fastify' });
      const head = await fetch(`${base}/held?page=1`, { method: 'HEAD' });
      expect(head.headers.get('etag')).toBeNull();
      expect(observed).toEqual([
        ['GET', '/held', 200, expect.any(Number)],
        ['GET', '/held', 304, expect.any(Number)],
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('ready answers in the shop: the cached product list over HTTP', () => {
  let t: TestApp;
  let base: string;
  let fx: ReturnType<typeof catalogFixtures>;
  const log = logCapture();

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN }, { logger: log.logger });
    fx = catalogFixtures(t, (await createUserWithToken(t, { role: 'ADMIN' })).authorization);
    const categoryId = await fx.category('Brushes');
    const brandId = await fx.brand('TePe');
    await fx.product({ name: 'Interdental Brush XS', stockQuantity: 4, categoryId, brandId });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('sends the answer Fastify sent, with its headers, 304 and the request log line', async () => {
    const url = `${LIST}?q=brush&page=0&size=10`;
    expect(t.app.readyAnswers.find(url)).toBeUndefined();
    const built = await seen(await fetch(`${base}${url}`, { headers: { 'x-request-id': 'first-look' } }));
    expect(built.status).toBe(200);
    expect(JSON.parse(built.body).data.content.map((p: { name: string }) => p.name)).toEqual([
      'Interdental Brush XS',
    ]);
    // Built once, now held: the next GET is the server's.
    expect(t.app.readyAnswers.find(url)).toMatchObject({ route: LIST, body: built.body });
    const again = await seen(await fetch(`${base}${url}`, { headers: { 'x-request-id': 'second-look' } }));
    expect(again).toEqual(built);
    const notModified = await fetch(`${base}${url}`, { headers: { 'if-none-match': built.headers.etag! } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');

    // Fastify logs its answer once the answer has gone (the response's finish), which can come
    // after this process's client has read it: a loaded fresh-clone run found no line yet.
    const lineOf = (reqId: string) => log.requests().find((line) => line.reqId === reqId);
    await expect.poll(() => lineOf('first-look')).toMatchObject({ method: 'GET', url, statusCode: 200 });
    const lines = log.requests();
    const first = lineOf('first-look');
    const second = lineOf('second-look');
    expect(Object.keys(second!).sort()).toEqual(Object.keys(first!).sort());
    expect(second).toMatchObject({ method: 'GET', url, statusCode: 200, level: 30 });
    expect(lines.filter((line) => line.reqId === 'second-look')).toHaveLength(1);
    // Without a request id of its own, an answer gets one from Fastify's sequence.
    await fetch(`${base}${url}`);
    expect(log.requests().at(-1)).toMatchObject({ reqId: expect.stringMatching(/^req-[0-9a-z]+$/) });
  });

  it('counts its answers in the metrics under the route pattern', async () => {
    const scrape = () => scrapeMetrics(t);
    const count = (text: string, status: number) =>
      sample(text, 'idl_http_request_duration_seconds_count', {
        method: 'GET',
        route: LIST,
        status: String(status),
      }) ?? 0;
    const before = await scrape();
    const url = `${LIST}?q=brush&page=0&size=10`;
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}${url}`)).status).toBe(200);
    expect(count(await scrape(), 200) - count(before, 200)).toBe(3);
  });

  it('never sends a page the catalogue has moved past', async () => {
    const url = `${LIST}?q=brush&page=0&size=10`;
    const names = async () => {
      const page = (await (await fetch(`${base}${url}`)).json()) as { data: { content: { name: string }[] } };
      return page.data.content.map((p) => p.name);
    };
    expect(await names()).toEqual(['Interdental Brush XS']);
    const categoryId = await fx.category('Picks');
    const brandId = await fx.brand('GUM');
    await fx.product({ name: 'Soft Brush Pick', categoryId, brandId });
    expect(t.app.readyAnswers.find(url)).toBeUndefined();
    expect(await names()).toEqual(expect.arrayContaining(['Interdental Brush XS', 'Soft Brush Pick']));
  });
});

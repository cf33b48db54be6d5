// @vitest-environment node
// The benchmark harness refuses figures of the wrong thing: a phase whose requests reach another
// path (as autocannon 8 does with a top-level `path`: it sends GET /) fails instead of counting.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectationOf, load, openLoad, serverEnvironment } from '../lib.mjs';
import { orderableProducts } from '../customers.mjs';
import { lighthouseMisses, pageFigures } from '../lighthouse.mjs';
import { checkedRequests, isAnswerOf, isRenderedHtml } from '../traffic.mjs';

const page = JSON.stringify({ data: { content: [{ id: 1, name: 'x'.repeat(8000) }], totalElements: 1 } });
const indexHtml = `<!doctype html><html><body>${'y'.repeat(2400)}</body></html>`;
// A page as the server renders it (React's Suspense marker first), and as it sends it unrendered.
const renderedPage = `<!doctype html><html><body><div id="root"><!--$--><header>${'z'.repeat(60_000)}</header></div></body></html>`;
const unrenderedPage = `<!doctype html><html><body><div id="root"></div>${'z'.repeat(60_000)}</body></html>`;
let app;
let url;

beforeAll(async () => {
  app = Fastify();
  app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(indexHtml));
  app.get('/api/list', (_request, reply) => reply.type('application/json; charset=utf-8').send(page));
  // An order endpoint that, like a shop refusing or misrouting some orders, answers every fifth
  // POST with a cart instead of the placed order.
  let posted = 0;
  app.post('/api/orders', (_request, reply) =>
    ++posted % 5 === 0
      ? reply.code(200).send({ items: [{ id: 1 }], grandTotal: 5 })
      : reply.code(201).send({ orderId: posted, orderStatus: 'AWAITING_PAYMENT' }),
  );
  // A server whose render fails for every tenth page: it sends that page unrendered, still 200 HTML.
  let pages = 0;
  app.get('/product/:id', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(++pages % 10 === 0 ? unrenderedPage : renderedPage),
  );
  app.get('/rendered/:id', (_request, reply) => reply.type('text/html; charset=utf-8').send(renderedPage));
  app.post('/api/orders-ok', (_request, reply) =>
    reply.code(201).send({ orderId: 1, orderStatus: 'AWAITING_PAYMENT' }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${app.server.address().port}`;
});
afterAll(() => app.close());

// A hundred requests a phase, not a second of them: each test checks the verdict on the answers,
// and a phase of one second kept two processes busy for it (the file took 12.9 s of CPU). A sample
// every 100 ms ends the phase soon after its last answer, not at the next whole second.
const quick = { amount: 100, sampleInt: 100, connections: 2, warmUp: false };

describe('bench harness', () => {
  it('counts a phase that hit the path it meant to measure, with its bytes per answer', async () => {
    const expected = await expectationOf(url, [{ path: '/api/list' }]);
    const result = await load('list', { url, path: '/api/list', expect: expected, ...quick });
    expect(result.total).toBeGreaterThan(0);
    expect(Math.abs(result.bytes - expected.bytes)).toBeLessThanOrEqual(expected.bytes * 0.05);
  });

  it('fails a phase whose requests reached another path (the page the old harness measured)', async () => {
    const expected = await expectationOf(url, [{ path: '/api/list' }]);
    // autocannon 8 ignores a top-level `path` and sends GET /: what the old harness measured.
    await expect(load('list', { url, expect: expected, ...quick })).rejects.toThrow(/hit something else/);
  });

  it('fails a phase whose path does not exist', async () => {
    await expect(expectationOf(url, [{ path: '/api/lsit' }])).rejects.toThrow(/answered 404/);
    const expected = await expectationOf(url, [{ path: '/api/list' }]);
    await expect(load('list', { url, path: '/api/lsit', expect: expected, ...quick })).rejects.toThrow(
      /answered 404/,
    );
  });

  it('fails a phase of varied requests when any answer is not the JSON it expects', async () => {
    let i = 0;
    const checked = checkedRequests(() => (i++ % 10 === 9 ? '/' : '/api/list'), 'page');
    const result = await load('varied', { url, requests: checked.requests, ...quick });
    expect(() => checked.verify('varied', result)).toThrow(/answers were not a page/);

    const good = checkedRequests(() => '/api/list', 'page');
    const fine = await load('varied', { url, requests: good.requests, ...quick });
    expect(() => good.verify('varied', fine)).not.toThrow();
  });

  it('fails a phase of posted orders when any answer is not a placed order (201 and its JSON)', async () => {
    const post = (path) => () => ({ path, headers: { 'content-type': 'application/json' }, body: '{}' });
    const mixed = checkedRequests(post('/api/orders'), 'order', { status: 201, method: 'POST' });
    const result = await load('orders', { url, requests: mixed.requests, ...quick, amount: 20 });
    expect(() => mixed.verify('orders', result)).toThrow(/answers were not an order/);

    const good = checkedRequests(post('/api/orders-ok'), 'order', { status: 201, method: 'POST' });
    const fine = await load('orders', { url, requests: good.requests, ...quick, amount: 20 });
    expect(() => good.verify('orders', fine)).not.toThrow();
    expect(fine.total).toBe(20);
  });

  it('counts the answers of an open-loop phase that are not what it expects as errors', async () => {
    const request = () => ({ method: 'POST', path: '/api/orders', headers: {}, body: '' });
    const result = await openLoad('orders at 200/s', {
      url,
      rate: 200,
      amount: 20,
      request,
      isAnswer: isAnswerOf('order', { status: 201 }),
    });
    expect(result.errors).toBe(4);
    expect(result.wrong[0]).toMatch(/^200: .*"items"/);
  });

  it('fails a rendered-page phase when any page arrives without the rendered app in #root', async () => {
    expect(isRenderedHtml(renderedPage)).toBe(true);
    expect(isRenderedHtml(unrenderedPage)).toBe(false);
    let i = 0;
    const bodyBytes = { bytes: renderedPage.length, tolerance: 0.05 };
    const mixed = checkedRequests(() => `/product/${i++}`, 'rendered page', { bodyBytes });
    const result = await load('pages', { url, requests: mixed.requests, ...quick });
    expect(() => mixed.verify('pages', result)).toThrow(
      /answers were not a rendered page \(200 text\/html; charset=utf-8: <div id="root"><\/div>/,
    );

    const good = checkedRequests(() => `/rendered/${i++}`, 'rendered page', { bodyBytes });
    const fine = await load('pages', { url, requests: good.requests, ...quick });
    expect(() => good.verify('pages', fine)).not.toThrow();
  });

  it('fails a rendered-page phase whose pages are not the size of plain requests of their kind', async () => {
    let i = 0;
    const bodyBytes = { bytes: renderedPage.length * 2, tolerance: 0.05 };
    const checked = checkedRequests(() => `/rendered/${i++}`, 'rendered page', { bodyBytes });
    const result = await load('pages', { url, requests: checked.requests, ...quick });
    expect(() => checked.verify('pages', result)).toThrow(/body bytes per answer, expected/);
  });

  it("marks a Lighthouse page's targets not met on any score or paint over issue 22's line", () => {
    const lhr = (performance, fcp) => ({
      categories: {
        performance: { score: performance, auditRefs: [] },
        accessibility: { score: 1, auditRefs: [] },
        'best-practices': { score: 1, auditRefs: [] },
        seo: { score: 1, auditRefs: [] },
      },
      audits: {
        'first-contentful-paint': { numericValue: fcp },
        'largest-contentful-paint': { numericValue: 1500 },
        'total-blocking-time': { numericValue: 100 },
        'cumulative-layout-shift': { numericValue: 0 },
      },
    });
    expect(lighthouseMisses(pageFigures('/', lhr(0.97, 900)))).toEqual([]);
    expect(lighthouseMisses(pageFigures('/', lhr(0.94, 900)))).toEqual(['performance 94 < 95']);
    expect(lighthouseMisses(pageFigures('/', lhr(0.97, 1200)))).toEqual(['FCP 1200 ms ≥ 1200']);
  });

  it("puts in the customers' carts only products a cart takes: no option to choose, no lab service", () => {
    const products = [
      { id: 1, options: null, labService: null },
      { id: 2, options: { dimension: 'size', values: [] }, labService: null },
      { id: 3, options: null, labService: { kind: 'crown', turnaroundWorkingDays: 7 } },
      { id: 4, options: null, labService: null },
    ];
    expect(orderableProducts(products).map((product) => product.id)).toEqual([1, 4]);
  });

  it('runs the server as `npm start` does: request logging on unless a row asks otherwise', () => {
    const inherited = { PATH: '/usr/bin', LOG_LEVEL: 'warn' };
    expect(serverEnvironment({ PORT: '1' }, inherited)).not.toHaveProperty('LOG_LEVEL');
    expect(serverEnvironment({ PORT: '1' }, inherited)).toMatchObject({ PATH: '/usr/bin', PORT: '1' });
    expect(serverEnvironment({ LOG_LEVEL: 'warn' }, inherited).LOG_LEVEL).toBe('warn');
  });
});

// `npm run bench`: the shop's speed against the ceiling, at two catalogue sizes, written to
// bench/results/latest.md and a dated copy (+ latency.svg). Options: --sizes 10000,1000000
// --duration 10  --connections 32  --uncached-connections 8  --customers 1000  --order-rate 300
// --data-dir DIR (keep seeded catalogues there and reuse them)  --log-warn-row  --skip-build
// --skip-lighthouse  --scan-mb 200  --scan-part-mb 16  --only REGEX (phases whose names match, e.g.
// 'rendered|lighthouse'). PostgreSQL too when DATABASE_URL is set.
// Every phase checks what it hit.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  expectationOf,
  load,
  loadAverage,
  log,
  openLoad,
  peakRssMb,
  root,
  run,
  startCeiling,
  startServer,
} from './lib.mjs';
import { checkedRequests, isAnswerOf, isRenderedHtml, uncachedTraffic } from './traffic.mjs';

const traffic0 = (maxId) =>
  uncachedTraffic({ products: maxId, maxId, categoryIds: [], brandIds: [], names: [] }).productPages(99);
import { call, orderableProducts, prepareCustomers, signIn, stockUp } from './customers.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { renderChart, renderTable } from './report.mjs';
import { benchScanUpload } from './scans.mjs';

const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: process.env.BENCH_SIZES ?? '10000,1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    'uncached-connections': { type: 'string', default: '8' },
    'data-dir': { type: 'string', default: process.env.BENCH_DATA_DIR },
    'log-warn-row': { type: 'boolean', default: false },
    // Only the phases whose names match (a regular expression), e.g. --only 'list|search'.
    only: { type: 'string' },
    customers: { type: 'string', default: '1000' },
    'order-rate': { type: 'string', default: '300' },
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'scan-mb': { type: 'string', default: '200' },
    'scan-part-mb': { type: 'string', default: '16' },
  },
});
const sizes = opts.sizes.split(',').map(Number);
const duration = Number(opts.duration);
const connections = Number(opts.connections);
const uncachedConnections = Number(opts['uncached-connections']);
// The server renders at most SERVER_RENDER_CONCURRENCY pages at once (4 unless set; it passes on to
// the server) and sends any more unrendered at once, by design: the uncached rendered phases ask
// no more at a time, else they would measure that refusal rather than the renders.
const renderConnections = Math.min(uncachedConnections, Number(process.env.SERVER_RENDER_CONCURRENCY || 4));
const orderRate = Number(opts['order-rate']);
// Orders offered at the target rate: five seconds' worth (each from a customer of its own).
const ratedOrders = orderRate * Math.min(duration, 5);
const API = '/interdentallab/api';
const fmt = (n) => n.toLocaleString('en-US');
let port = 18500;

async function freshPostgres(baseUrl, name) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A seeded catalogue of `size` products: seeded now into a temporary place, or (with --data-dir)
 * seeded once into DIR/<db>-<size> and reused by later runs, as a million products take minutes.
 * `fresh` always seeds a temporary one (the scan upload leaves hundreds of MB behind).
 */
async function catalogue(db, size, { fresh = false } = {}) {
  const keep = fresh ? undefined : opts['data-dir'];
  const dataDir = keep
    ? path.join(keep, `${db}-${size}`)
    : mkdtempSync(path.join(os.tmpdir(), `idl-bench-${size}-`));
  mkdirSync(dataDir, { recursive: true });
  const seededMark = path.join(dataDir, '.seeded');
  const env = { DATA_DIR: dataDir, PORT: String(++port), DATABASE_URL: '' };
  const seeded = keep && existsSync(seededMark);
  if (db === 'postgres') {
    const name = fresh ? `idl_bench_fresh_${size}` : `idl_bench_${size}`;
    if (seeded) {
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
    } else env.DATABASE_URL = await freshPostgres(process.env.DATABASE_URL, name);
  }
  if (seeded) log(`${db}: reusing the ${size.toLocaleString('en-US')}-product catalogue in ${dataDir}`);
  else {
    log(`${db}: seeding ${size.toLocaleString('en-US')} products`);
    await run('npm', ['run', 'seed', '--', '--products', String(size)], {
      env: { ...process.env, ...env, SEED_DEMO: 'false' },
    });
    if (keep) writeFileSync(seededMark, new Date().toISOString());
  }
  return { env, cleanUp: () => (keep ? undefined : rmSync(dataDir, { recursive: true, force: true })) };
}

const serverEnv = (env) => ({
  ...env,
  ADMIN_EMAIL: 'bench@admin.test',
  ADMIN_PASSWORD: 'bench-admin-pass',
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
  // The bench's customers fill their carts and order again and again without paying: the limits
  // that stop a stranger holding the stock would refuse them, and throughput is what is measured.
  ORDER_LINE_MAX_UNITS: '1000000',
  MAX_UNPAID_ORDERS: '1000000',
});

/** Waits (up to two minutes) until the server answers its health check within 100 ms again. */
async function drained(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const began = performance.now();
    try {
      const res = await fetch(`${url}/interdentallab/health`, { signal: AbortSignal.timeout(5000) });
      await res.text();
      if (res.ok && performance.now() - began < 100) return;
    } catch {
      /* still busy */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  log('  the server is still busy after two minutes');
}

async function benchCatalogue(db, size) {
  const { env, cleanUp } = await catalogue(db, size);
  // The configuration `npm start` runs (LOG_LEVEL unset: one info line per request).
  let server = await startServer(serverEnv(env));
  try {
    const url = server.url;
    const listPath = `${API}/products/getallproducts?page=0&size=10`;
    const listAnswer = await (await fetch(`${url}${listPath}`)).text();
    const pageBytes = Buffer.byteLength(listAnswer);
    const list = await call(url, `${API}/products/getallproducts?page=0&size=50`);
    const products = list.data.totalElements;
    // Ids run from 1 to the number of products (the seed deletes nothing).
    const maxId = products;
    const plain = orderableProducts(list.data.content);
    const ids = plain.slice(0, 20).map((p) => p.id);
    const categoryId = plain.find((p) => p.categoryId)?.categoryId;
    const searchWord = plain[0].name.split(' ')[0].toLowerCase();
    const categories = await call(url, `/interdentallab/category/getAllCategories`);
    const brands = await call(url, `/interdentallab/api/brands?page=0&size=100`);
    const adminToken = await signIn(url, 'bench@admin.test', 'bench-admin-pass');
    await stockUp(url, adminToken, ids);
    const phases = [];
    const failures = [];
    // A phase that hit something else (or failed) does not count; the others still run.
    const wanted = (name) => !opts.only || new RegExp(opts.only).test(name);
    const guarded =
      (fn) =>
      async (name, ...args) => {
        if (!wanted(name)) return;
        try {
          await fn(name, ...args);
        } catch (error) {
          log(`  ${name} FAILED: ${error.message}`);
          failures.push(`${db}, ${size.toLocaleString('en-US')} products, ${name}: ${error.message}`);
        }
        // Requests a slow phase left queued in the server must not count against the next one.
        await drained(server.url);
      };
    const report = (result) => {
      log(
        `  ${result.rps.toLocaleString('en-US')} requests/s, p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max ?? '?'} ms, ${result.bytes ?? '?'} bytes/answer, ${result.cpuUs ?? '?'} µs CPU/request, ${result.errors} errors`,
      );
      phases.push(result);
    };
    // One path, the same answer every time: measured against one plain request of that path.
    const fixedPhase = guarded(async (name, phasePath, options = {}) =>
      report(
        await load(name, {
          url,
          path: phasePath,
          duration,
          connections,
          pid: server.pid,
          expect: await expectationOf(url, [{ path: phasePath }]),
          ...options,
        }),
      ),
    );
    // Many paths (or requests): every answer is checked as it arrives (status, content type, shape).
    const variedPhase = guarded(async (name, next, shape, { status, method, bodyBytes, ...options } = {}) => {
      const checked = checkedRequests(next, shape, { status, method, bodyBytes });
      const result = await load(name, {
        url,
        duration,
        connections,
        pid: server.pid,
        requests: checked.requests,
        ...options,
      });
      checked.verify(name, result);
      report({ ...result, bytes: checked.bytesPerAnswer() });
    });

    // A freshly started server compiles its routes and warms its caches on the first requests:
    // give it a few unrecorded seconds on the read paths before anything is measured.
    for (const warmPath of [listPath, `${API}/products/${ids[0]}`, `${API}/products/${ids[0]}/related`])
      await load('warm-up', { url, path: warmPath, duration: 2, connections });
    // The ceiling, measured now so it shares the machine's current load with the phases below.
    const ceilingServer = await startCeiling(pageBytes);
    const ceiling = await load('ceiling', {
      url: ceilingServer.url,
      path: '/',
      duration,
      connections,
      pid: ceilingServer.pid,
      expect: await expectationOf(ceilingServer.url, [{ path: '/' }]),
    });
    ceilingServer.stop();
    log(
      `  ceiling: ${ceiling.rps.toLocaleString('en-US')} requests/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms, ${ceiling.cpuUs ?? '?'} µs CPU/request`,
    );

    await fixedPhase('product list', listPath);
    await fixedPhase(
      'product list, filtered',
      `${API}/products/getallproducts?page=0&size=10&minPrice=5&maxPrice=500${categoryId ? `&categoryId=${categoryId}` : ''}&availability=inStock`,
    );
    await fixedPhase(
      'search',
      `${API}/products/getallproducts?page=0&size=10&q=${encodeURIComponent(searchWord)}`,
    );
    // The peak resident memory under the list load (the target's measure), before anything else.
    // Only when those phases ran: with --only and none of them, it would be the warm-up's figure.
    const listPhasesRan = ['product list', 'product list, filtered', 'search'].some(wanted);
    const rssListMb = listPhasesRan ? peakRssMb(server.pid) : undefined;
    if (listPhasesRan)
      log(`  server peak RSS after the list, filtered list and search: ${rssListMb ?? '?'} MB`);
    let i = 0;
    await variedPhase('product detail', () => `${API}/products/${ids[i++ % ids.length]}`, 'product');
    await variedPhase('related products', () => `${API}/products/${ids[i++ % ids.length]}/related`, 'list');

    // What no cache absorbs: every request a query not answered lately. Search words are pieces
    // of the names of products from all over the catalogue.
    const names = [];
    const someIds = traffic0(maxId);
    for (let n = 0; n < 40; n++) names.push((await call(url, someIds())).data.name);
    const traffic = uncachedTraffic({
      products,
      maxId,
      categoryIds: categories.map((c) => c.categoryId),
      brandIds: brands.content.map((b) => b.id),
      names,
    });
    const uncached = { connections: uncachedConnections };
    await variedPhase('uncached: distinct searches', traffic.search(1), 'page', uncached);
    await variedPhase('uncached: distinct filters', traffic.filters(2), 'page', uncached);
    await variedPhase('uncached: deep pages', traffic.deepPages(3), 'page', uncached);
    await variedPhase('uncached: random product pages', traffic.productPages(4), 'product', uncached);

    // The peak so far: product pages and the uncached loads (eight misses at a time) are behind it.
    const rssMb = listPhasesRan ? peakRssMb(server.pid) : undefined;
    if (listPhasesRan) log(`  server peak RSS so far: ${rssMb ?? '?'} MB`);

    // Web pages rendered on the server (issue 22), after the RSS figure above, as the render cache
    // holds up to 2,000 pages. One page's plain request must be the rendered page (the app's markup
    // in #root), or the phase fails: the server sends the page unrendered when its render fails.
    const plainPage = async (pagePath) => {
      const res = await fetch(`${url}${pagePath}`);
      const body = await res.text();
      const type = res.headers.get('content-type') ?? '';
      if (res.status !== 200 || !type.startsWith('text/html') || !isRenderedHtml(body))
        throw new Error(
          `${pagePath} answered ${res.status} ${type}${isRenderedHtml(body) ? '' : ' without the rendered app in #root'}`,
        );
      return Buffer.byteLength(body);
    };
    // From the render cache: the same address again and again, against a ceiling sending a page of
    // the same size, measured just before it. Every answer's status, type and bytes are checked.
    const cachedRenderPhase = guarded(async (name, pagePath) => {
      const bodyBytes = await plainPage(pagePath);
      const pageCeiling = await startCeiling(bodyBytes, 'html');
      let pageCeilingResult;
      try {
        pageCeilingResult = await load(`ceiling: ${bodyBytes} bytes of HTML`, {
          url: pageCeiling.url,
          path: '/',
          duration,
          connections,
          pid: pageCeiling.pid,
          expect: await expectationOf(pageCeiling.url, [{ path: '/' }]),
        });
      } finally {
        pageCeiling.stop();
      }
      const result = await load(name, {
        url,
        path: pagePath,
        duration,
        connections,
        pid: server.pid,
        expect: await expectationOf(url, [{ path: pagePath }]),
      });
      await plainPage(pagePath);
      phases.push({
        ...pageCeilingResult,
        name: `ceiling: ${fmt(bodyBytes)}-byte page (bare Fastify)`,
        ceiling: pageCeilingResult,
      });
      report({ ...result, ceiling: pageCeilingResult });
    });
    // Every request a new address (random products; new filters), so the render cache cannot answer:
    // each answer must be a rendered page, and their mean size that of 20 plain requests of the kind
    // (other addresses of the same generator), within `tolerance`. An unrendered page is a tenth
    // of a rendered one; filters' pages differ more than products' (how many products match).
    // The warm-up is of other addresses and ends before anything is measured: autocannon walks away
    // from the requests under way when a run ends, their renders go on, and the server sends a page
    // unrendered while SERVER_RENDER_CONCURRENCY (4) renders are under way.
    const uncachedRenderPhase = guarded(async (name, next, sampleOf, tolerance) => {
      await load('warm-up', {
        url,
        duration: 1,
        warmUp: false,
        connections: renderConnections,
        requests: [{ setupRequest: (req) => ({ ...req, path: sampleOf() }) }],
      });
      await drained(url);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      let sampleBytes = 0;
      for (let n = 0; n < 20; n++) sampleBytes += await plainPage(sampleOf());
      await variedPhase(name, next, 'rendered page', {
        connections: renderConnections,
        warmUp: false,
        bodyBytes: { bytes: Math.round(sampleBytes / 20), tolerance },
      });
    });
    await cachedRenderPhase('rendered product page (render cache)', `/product/${ids[0]}`);
    await cachedRenderPhase('rendered /shop (render cache)', '/shop');
    await uncachedRenderPhase(
      'uncached: rendered product pages',
      traffic.renderedProductPages(5),
      traffic.renderedProductPages(105),
      0.05,
    );
    await uncachedRenderPhase(
      'uncached: rendered /shop filters',
      traffic.renderedShopFilters(6),
      traffic.renderedShopFilters(106),
      0.1,
    );

    const orderPhases = ['cart read', 'add to cart', 'place order'].some(wanted);
    const customers = !orderPhases
      ? []
      : await prepareCustomers(url, Number(opts.customers) + ratedOrders, ids);
    let c = 0;
    const auth = (req, customer) => ({
      ...req,
      headers: {
        ...req.headers,
        authorization: `Bearer ${customer.token}`,
        'content-type': 'application/json',
      },
    });
    await variedPhase(
      'cart read',
      (req) => ({ ...auth(req, customers[c++ % customers.length]), path: `${API}/cart` }),
      'cart',
    );
    await variedPhase(
      'add to cart',
      (req) => {
        const customer = customers[c++ % customers.length];
        return {
          ...auth(req, customer),
          path: `${API}/cart/add`,
          body: JSON.stringify({ productId: customer.productId, quantity: 1 }),
        };
      },
      'cart',
      { method: 'POST' },
    );
    // Each order from a different customer, each with a filled cart; stock is plenty. First as fast
    // as 32 connections can go (throughput), then offered at the target rate (latency at that rate).
    let o = 0;
    // The next customer's order, as a request (autocannon passes its own to add to).
    const nextOrder = (req = { headers: {} }) => {
      const customer = customers[o++ % customers.length];
      return {
        ...auth(req, customer),
        path: `${API}/orders`,
        body: JSON.stringify({
          buyer: { fullName: 'Bench Customer', contactNumber: '+13055550100', email: customer.email },
          shipping: { country: 'US', state: 'Florida', city: 'Miami', street: '1 Ocean Drive' },
          paymentMethod: {
            provider: 'manual-transfer',
            recipientName: 'Interdental Lab',
            username: 'bench',
            contact: customer.email,
          },
        }),
      };
    };
    await variedPhase('place order', nextOrder, 'order', {
      status: 201,
      method: 'POST',
      duration: undefined,
      amount: Number(opts.customers),
    });
    const rated = !orderPhases
      ? undefined
      : await openLoad(`place order at ${orderRate}/s`, {
          url,
          rate: orderRate,
          amount: ratedOrders,
          pid: server.pid,
          request: () => ({ ...nextOrder(), method: 'POST' }),
          isAnswer: isAnswerOf('order', { status: 201 }),
        });
    if (rated?.errors > 0)
      failures.push(
        `${db}, ${size.toLocaleString('en-US')} products, ${rated.name}: ${rated.errors} answers were not a placed order (${rated.wrong.join(' | ')})`,
      );
    if (rated) report(rated);

    if (opts['log-warn-row']) {
      // The same cached list with request logging off, to show what the log line costs.
      await server.stop();
      server = await startServer({ ...serverEnv(env), LOG_LEVEL: 'warn' });
      await load('warm-up', { url, path: listPath, duration: 2, connections });
      await fixedPhase('product list (LOG_LEVEL=warn)', listPath);
    }
    return { db, size, phases, pageBytes, ceiling, failures, rssMb, rssListMb };
  } finally {
    await server.stop();
    cleanUp();
  }
}

/**
 * The scan upload on a server of its own (a small catalogue, started for it), so the server's
 * memory figures are those of the upload and not of the catalogue phases before it.
 */
async function benchScans(db) {
  const { env, cleanUp } = await catalogue(db, 100, { fresh: true });
  const server = await startServer(serverEnv(env));
  try {
    log(`${db}: scan upload (${opts['scan-mb']} MB in ${opts['scan-part-mb']} MB parts)`);
    const adminToken = await signIn(server.url, 'bench@admin.test', 'bench-admin-pass');
    const result = await benchScanUpload({
      url: server.url,
      pid: server.pid,
      adminToken,
      scanMb: Number(opts['scan-mb']),
      partMb: Number(opts['scan-part-mb']),
    });
    return { db, ...result, load: loadAverage() };
  } finally {
    await server.stop();
    cleanUp();
  }
}

function datedResultsFile(day) {
  for (let n = 1; ; n++) {
    const file = path.join(root, `bench/results/${day}${n === 1 ? '' : `-${n}`}.md`);
    if (!existsSync(file)) return file;
  }
}

async function main() {
  const loadBefore = loadAverage();
  if (!opts['skip-build']) await run('npm', ['run', 'build']);
  const dbs = ['sqlite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
  const runs = [];
  const failures = [];
  for (const db of dbs)
    for (const size of sizes) {
      try {
        const result = await benchCatalogue(db, size);
        runs.push(result);
        failures.push(...result.failures);
      } catch (error) {
        // One broken catalogue (say, PostgreSQL unreachable) should not lose the others' figures.
        log(`${db} at ${size.toLocaleString('en-US')} products failed: ${error.message}`);
        failures.push(`${db}, ${size.toLocaleString('en-US')} products: ${error.message}`);
      }
    }
  if (runs.length === 0) throw new Error(`every catalogue failed:\n${failures.join('\n')}`);

  const scans = [];
  if (!opts.only || new RegExp(opts.only).test('scan upload'))
    for (const db of dbs) {
      try {
        scans.push(await benchScans(db));
      } catch (error) {
        log(`${db}: scan upload FAILED: ${error.message}`);
        failures.push(`${db}, scan upload: ${error.message}`);
      }
    }

  let lighthouse;
  // Selected like the other phases: --only must match "lighthouse" for it to run with --only.
  if (!opts['skip-lighthouse'] && (!opts.only || new RegExp(opts.only).test('lighthouse'))) {
    try {
      lighthouse = await lighthouseScores();
    } catch (error) {
      // The catalogue phases' figures still count; the table says Lighthouse did not run.
      log(`lighthouse FAILED: ${error.message}`);
      failures.push(`lighthouse: ${error.message}`);
      lighthouse = { failed: error.message };
    }
  }

  const table = renderTable({
    runs,
    lighthouse,
    scans,
    connections,
    uncachedConnections,
    renderConnections,
    duration,
    loadBefore,
    loadAfter: loadAverage(),
    failures,
  });
  writeFileSync(path.join(root, 'bench/results/latest.md'), table);
  // The dated copy stays, so runs can be compared later; a second run of the day gets -2, and so on.
  writeFileSync(datedResultsFile(new Date().toISOString().slice(0, 10)), table);
  // The chart is of the list and search phases: a run without them (--only) keeps the last one.
  if (runs.some((r) => r.phases.some((p) => p.name === 'product list')))
    writeFileSync(path.join(root, 'bench/results/latency.svg'), renderChart(runs));
  process.stdout.write(`\n${table}\n`);
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// `npm run bench`: the shop's speed against the ceiling, at two catalogue sizes, written to
// bench/results/latest.md (+ latency.svg). Options: --sizes 10000,1000000  --duration 10
// --connections 32  --customers 1000  --order-rate 300  --skip-build  --skip-lighthouse. PostgreSQL too when DATABASE_URL is set.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { load, loadAverage, log, openLoad, root, run, startCeiling, startServer } from './lib.mjs';
import { call, prepareCustomers, signIn, stockUp } from './customers.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { renderChart, renderTable } from './report.mjs';

const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: process.env.BENCH_SIZES ?? '10000,1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    customers: { type: 'string', default: '1000' },
    'order-rate': { type: 'string', default: '300' },
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});
const sizes = opts.sizes.split(',').map(Number);
const duration = Number(opts.duration);
const connections = Number(opts.connections);
const orderRate = Number(opts['order-rate']);
// Orders offered at the target rate: five seconds' worth (each from a customer of its own).
const ratedOrders = orderRate * Math.min(duration, 5);
const API = '/interdentallab/api';
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

async function benchCatalogue(db, size) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `idl-bench-${size}-`));
  const env = { DATA_DIR: dataDir, PORT: String(++port), DATABASE_URL: '' };
  if (db === 'postgres')
    env.DATABASE_URL = await freshPostgres(process.env.DATABASE_URL, `idl_bench_${size}`);
  log(`${db}: seeding ${size.toLocaleString('en-US')} products`);
  await run('npm', ['run', 'seed', '--', '--products', String(size)], { env: { ...process.env, ...env } });
  const server = await startServer({
    ...env,
    ADMIN_EMAIL: 'bench@admin.test',
    ADMIN_PASSWORD: 'bench-admin-pass',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
  });
  try {
    const url = server.url;
    const listPath = `${API}/products/getallproducts?page=0&size=10`;
    const pageBytes = Buffer.byteLength(await (await fetch(`${url}${listPath}`)).text());
    const list = await call(url, `${API}/products/getallproducts?page=0&size=50`);
    // Products without options take an order line without choosing a size or colour.
    const plain = list.data.content.filter((p) => !p.options);
    const ids = plain.slice(0, 20).map((p) => p.id);
    const categoryId = plain.find((p) => p.categoryId)?.categoryId;
    const searchWord = plain[0].name.split(' ')[0].toLowerCase();
    const adminToken = await signIn(url, 'bench@admin.test', 'bench-admin-pass');
    await stockUp(url, adminToken, ids);
    const phases = [];
    const phase = async (name, options) => {
      const result = await load(name, { url, duration, connections, pid: server.pid, ...options });
      log(
        `  ${result.rps.toLocaleString('en-US')} requests/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors`,
      );
      phases.push(result);
    };

    // A freshly started server compiles its routes and warms its caches on the first requests:
    // give it a few unrecorded seconds on the read paths before anything is measured.
    for (const warmPath of [listPath, `${API}/products/${ids[0]}`, `${API}/products/${ids[0]}/related`])
      await load('warm-up', { url, path: warmPath, duration: 2, connections });
    // The ceiling, measured now so it shares the machine's current load with the phases below.
    const ceilingServer = await startCeiling(pageBytes);
    const ceiling = await load('ceiling', {
      url: ceilingServer.url,
      duration,
      connections,
      pid: ceilingServer.pid,
    });
    ceilingServer.stop();
    log(
      `  ceiling: ${ceiling.rps.toLocaleString('en-US')} requests/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms`,
    );

    await phase('product list', { path: listPath });
    await phase('product list, filtered', {
      path: `${API}/products/getallproducts?page=0&size=10&minPrice=5&maxPrice=500${categoryId ? `&categoryId=${categoryId}` : ''}&availability=inStock`,
    });
    await phase('search', {
      path: `${API}/products/getallproducts?page=0&size=10&q=${encodeURIComponent(searchWord)}`,
    });
    let i = 0;
    await phase('product detail', {
      requests: [{ setupRequest: (req) => ({ ...req, path: `${API}/products/${ids[i++ % ids.length]}` }) }],
    });
    await phase('related products', {
      requests: [
        { setupRequest: (req) => ({ ...req, path: `${API}/products/${ids[i++ % ids.length]}/related` }) },
      ],
    });

    const customers = await prepareCustomers(url, Number(opts.customers) + ratedOrders, ids);
    let c = 0;
    const auth = (req, customer) => ({
      ...req,
      headers: {
        ...req.headers,
        authorization: `Bearer ${customer.token}`,
        'content-type': 'application/json',
      },
    });
    await phase('cart read', {
      requests: [
        { setupRequest: (req) => ({ ...auth(req, customers[c++ % customers.length]), path: `${API}/cart` }) },
      ],
    });
    await phase('add to cart', {
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const customer = customers[c++ % customers.length];
            return {
              ...auth(req, customer),
              path: `${API}/cart/add`,
              body: JSON.stringify({ productId: customer.productId, quantity: 1 }),
            };
          },
        },
      ],
    });
    // Each order from a different customer, each with a filled cart; stock is plenty. First as fast
    // as 32 connections can go (throughput), then offered at the target rate (latency at that rate).
    let o = 0;
    const placeOrder = {
      method: 'POST',
      setupRequest: (req) => {
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
      },
    };
    await phase('place order', {
      duration: undefined,
      amount: Number(opts.customers),
      requests: [placeOrder],
    });
    const rated = await openLoad(`place order at ${orderRate}/s`, {
      url,
      rate: orderRate,
      amount: ratedOrders,
      pid: server.pid,
      request: () => {
        const req = placeOrder.setupRequest({ headers: {} });
        return { method: 'POST', path: req.path, headers: req.headers, body: req.body };
      },
    });
    log(
      `  ${rated.rps.toLocaleString('en-US')} requests/s, p50 ${rated.p50} ms, p99 ${rated.p99} ms, ${rated.errors} errors`,
    );
    phases.push(rated);
    return { db, size, phases, pageBytes, ceiling };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
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
        runs.push(await benchCatalogue(db, size));
      } catch (error) {
        // One broken catalogue (say, PostgreSQL unreachable) should not lose the others' figures.
        log(`${db} at ${size.toLocaleString('en-US')} products failed: ${error.message}`);
        failures.push(`${db}, ${size.toLocaleString('en-US')} products: ${error.message}`);
      }
    }
  if (runs.length === 0) throw new Error(`every catalogue failed:\n${failures.join('\n')}`);

  let lighthouse;
  if (!opts['skip-lighthouse']) {
    try {
      lighthouse = await lighthouseScores();
    } catch (error) {
      log(`lighthouse failed: ${error.message}`);
      failures.push(`lighthouse: ${error.message}`);
    }
  }

  const table = renderTable({
    runs,
    lighthouse,
    connections,
    duration,
    loadBefore,
    loadAfter: loadAverage(),
  });
  writeFileSync(path.join(root, 'bench/results/latest.md'), table);
  writeFileSync(path.join(root, 'bench/results/latency.svg'), renderChart(runs));
  process.stdout.write(`\n${table}\n`);
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

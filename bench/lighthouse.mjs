import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { log, root, startServer } from './lib.mjs';

const exec = promisify(execFile);

/** Lighthouse (mobile settings) performance and accessibility for /, /shop and a product page. */
export async function lighthouseScores() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'idl-lh-'));
  const server = await startServer({ DATA_DIR: dataDir, PORT: '18600', DATABASE_URL: '', SEED_DEMO: 'true' });
  try {
    const list = await (
      await fetch(`${server.url}/interdentallab/api/products/getallproducts?page=0&size=1`)
    ).json();
    const pages = ['/', '/shop', `/product/${list.data.content[0].id}`];
    const scores = [];
    for (const page of pages) {
      log(`lighthouse ${page}`);
      // A busy machine sometimes loses the trace (NO_NAVSTART): try a page up to three times.
      let stdout;
      for (let attempt = 1; ; attempt++) {
        try {
          ({ stdout } = await exec(
            path.join(root, 'node_modules/.bin/lighthouse'),
            [
              `${server.url}${page}`,
              '--output=json',
              '--quiet',
              '--only-categories=performance,accessibility',
              '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
            ],
            {
              env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
              maxBuffer: 64 * 1024 * 1024,
            },
          ));
          break;
        } catch (error) {
          if (attempt === 3)
            throw new Error(`lighthouse ${page}: ${String(error.stderr ?? error.message).slice(0, 300)}`);
          log(`  lighthouse ${page} failed (attempt ${attempt}), trying again`);
        }
      }
      const report = JSON.parse(stdout);
      scores.push({
        page,
        performance: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        lcp: Math.round(report.audits['largest-contentful-paint'].numericValue),
        tbt: Math.round(report.audits['total-blocking-time'].numericValue),
      });
    }
    return scores;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { log, startServer } from './lib.mjs';

// The flags the end-to-end tests give Debian's Chromium (tests/e2e/browser.ts); nothing is downloaded.
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Issue 22's targets for each public page, as Lighthouse's simulated phone measures it. */
export const lighthouseTargets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1200,
  lcpMs: 2000,
};

/** Whether a page's figures meet every target, and which do not. */
export function lighthouseMisses(s) {
  const t = lighthouseTargets;
  const misses = [];
  if (s.performance < t.performance) misses.push(`performance ${s.performance} < ${t.performance}`);
  if (s.accessibility < t.accessibility) misses.push(`accessibility ${s.accessibility} < ${t.accessibility}`);
  if (s.bestPractices < t.bestPractices)
    misses.push(`best practices ${s.bestPractices} < ${t.bestPractices}`);
  if (s.seo < t.seo) misses.push(`SEO ${s.seo} < ${t.seo}`);
  if (!(s.fcp < t.fcpMs)) misses.push(`FCP ${s.fcp} ms ≥ ${t.fcpMs}`);
  if (!(s.lcp < t.lcpMs)) misses.push(`LCP ${s.lcp} ms ≥ ${t.lcpMs}`);
  return misses;
}

/**
 * What cost a page points, from Lighthouse's own report: every weighted audit of the accessibility,
 * best-practices and SEO categories that did not pass, and the performance insights and diagnostics
 * that estimate a saving (or failed), with Lighthouse's display value.
 */
export function pointsLost(lhr) {
  const found = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score < 1) found.push(`${id}: ${ref.id}`);
    }
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight > 0 || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
    found.push(`performance: ${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
  return found;
}

/** One page's figures from a Lighthouse result. */
export function pageFigures(page, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    // Lighthouse 13 names the largest paint's element in its LCP breakdown.
    lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
      ?.snippet,
    lost: pointsLost(lhr),
  };
}

/**
 * Lighthouse (its default: a simulated mid-range phone on a slow 4G link) on `/`, `/shop`, a
 * product page and `/patient` of the built shop with its demo catalogue, in Debian's Chromium,
 * each page visited once first (the render cache holds it, as in a shop with visitors).
 * The full reports are kept in a temporary folder, named in the log, for reading what cost points.
 */
export async function lighthouseScores({
  chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
} = {}) {
  // chrome-launcher cannot be stopped from crashing the process when its spawn fails: check first.
  try {
    accessSync(chromePath, constants.X_OK);
  } catch {
    throw new Error(`no Chromium to run at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'idl-lh-'));
  const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'idl-lighthouse-reports-'));
  const server = await startServer({ DATA_DIR: dataDir, PORT: '18600', DATABASE_URL: '', SEED_DEMO: 'true' });
  let chrome;
  try {
    const list = await (
      await fetch(`${server.url}/interdentallab/api/products/getallproducts?page=0&size=1`)
    ).json();
    const pages = ['/', '/shop', `/product/${list.data.content[0].id}`, '/patient'];
    try {
      chrome = await launch({ chromePath, chromeFlags: chromiumFlags, logLevel: 'silent' });
    } catch (error) {
      throw new Error(`Chromium (${chromePath}) did not start: ${error.message}`);
    }
    const scores = [];
    for (const page of pages) {
      log(`lighthouse ${page}`);
      // A shop in use has its public pages in the render cache: one visit first, as a visitor before.
      await (await fetch(`${server.url}${page}`)).text();
      // A busy machine sometimes loses the trace (NO_NAVSTART): try a page up to three times.
      let lhr;
      for (let attempt = 1; ; attempt++) {
        let problem;
        try {
          const result = await lighthouse(`${server.url}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: categories,
          });
          lhr = result?.lhr;
          problem = !lhr
            ? 'no result'
            : lhr.runtimeError
              ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
              : undefined;
        } catch (error) {
          problem = error.message;
        }
        if (!problem) break;
        if (attempt === 3) throw new Error(`lighthouse ${page}: ${String(problem).slice(0, 300)}`);
        log(
          `  lighthouse ${page} failed (attempt ${attempt}: ${String(problem).slice(0, 120)}), trying again`,
        );
      }
      const file = path.join(reportsDir, `${page.replace(/\W+/g, '_') || 'home'}.json`);
      writeFileSync(file, JSON.stringify(lhr));
      const figures = pageFigures(page, lhr);
      log(
        `  performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo}, FCP ${figures.fcp} ms, LCP ${figures.lcp} ms, TBT ${figures.tbt} ms, CLS ${figures.cls} (report: ${file})`,
      );
      scores.push(figures);
    }
    return scores;
  } finally {
    await chrome?.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

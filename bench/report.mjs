import os from 'node:os';
import { readFileSync } from 'node:fs';
import { root } from './lib.mjs';
import { lighthouseMisses, lighthouseTargets } from './lighthouse.mjs';

const version = (pkg) => {
  try {
    return JSON.parse(readFileSync(`${root}node_modules/${pkg}/package.json`, 'utf8')).version;
  } catch {
    return '?';
  }
};

const fmt = (n) => n.toLocaleString('en-US');

const verdict = (ok) => (ok ? 'met' : '**not met**');

const cachedReads = ['product list', 'product list, filtered', 'search'];
const cachedRendered = ['rendered product page (render cache)', 'rendered /shop (render cache)'];
const uncachedRendered = ['uncached: rendered product pages', 'uncached: rendered /shop filters'];
const uncachedReads = [
  'uncached: distinct searches',
  'uncached: distinct filters',
  'uncached: deep pages',
  'uncached: random product pages',
];

// A phase missing from a run either failed (its failure names it) or was not selected (--only).
const failed = (r, name) =>
  (r.failures ?? []).some((f) => f.endsWith(`products, ${name}`) || f.includes(`products, ${name}: `));

/** Checks the targets of issues 24 and 22 against the figures; one line each. */
function targets(runs, lighthouse, connections) {
  const lines = [];
  for (const r of runs) {
    const where = `${r.db}, ${fmt(r.size)} products`;
    for (const name of cachedReads) {
      const p = r.phases.find((x) => x.name === name);
      if (!p) {
        if (failed(r, name)) lines.push(`- ${where}, ${name}: **not measured** (the phase failed)`);
        continue;
      }
      const ratio = p.rps / r.ceiling.rps;
      const cpu = p.cpuUs && r.ceiling.cpuUs ? r.ceiling.cpuUs / p.cpuUs : undefined;
      lines.push(
        `- ${where}, ${name}: ${ratio.toFixed(2)} × ceiling in requests/s${cpu ? `, ${cpu.toFixed(2)} × in CPU per request` : ''} (target ≥ 0.6, aim 0.8: ${verdict(ratio >= 0.6)}), p99 ${p.p99} ms at ${connections} connections (target < 5: ${verdict(p.p99 < 5)})`,
      );
    }
    if (r.size >= 1_000_000)
      for (const name of uncachedReads) {
        const p = r.phases.find((x) => x.name === name);
        if (!p) {
          if (failed(r, name)) lines.push(`- ${where}, ${name}: **not measured** (the phase failed)`);
          continue;
        }
        lines.push(
          `- ${where}, ${name}: p99 ${p.p99} ms (target < 50: ${verdict(p.p99 < 50)}), slowest ${p.max} ms (target ≤ 200: ${verdict(p.max <= 200)})`,
        );
      }
    // Issue 22: rendered pages from the render cache, against a ceiling sending a page of their size.
    for (const name of cachedRendered) {
      const p = r.phases.find((x) => x.name === name);
      if (!p) {
        if (failed(r, name)) lines.push(`- ${where}, ${name}: **not measured** (the phase failed)`);
        continue;
      }
      const ratio = p.rps / p.ceiling.rps;
      lines.push(
        `- ${where}, ${name}: ${ratio.toFixed(2)} × the ceiling for a ${fmt(p.bytes ?? 0)}-byte answer in requests/s (issue 22's target ≥ 0.3: ${verdict(ratio >= 0.3)}), p99 ${p.p99} ms`,
      );
    }
    if (r.size >= 1_000_000)
      for (const name of uncachedRendered) {
        const p = r.phases.find((x) => x.name === name);
        if (!p) {
          if (failed(r, name)) lines.push(`- ${where}, ${name}: **not measured** (the phase failed)`);
          continue;
        }
        lines.push(`- ${where}, ${name}: p99 ${p.p99} ms (issue 22's target < 50: ${verdict(p.p99 < 50)})`);
      }
    if (r.db === 'postgres') {
      const most = r.phases.find((x) => x.name === 'place order');
      const rated = r.phases.find((x) => x.name.startsWith('place order at '));
      if (most)
        lines.push(
          `- ${where}, place order: ${fmt(most.rps)}/s at ${connections} connections (target ≥ 500: ${verdict(most.rps >= 500)})`,
        );
      if (rated)
        lines.push(
          `- ${where}, ${rated.name}: ${fmt(rated.rps)}/s served, p99 ${rated.p99} ms (target < 25: ${verdict(rated.p99 < 25 && rated.errors === 0)})`,
        );
    }
    if (r.size >= 1_000_000 && r.rssListMb !== undefined)
      lines.push(
        `- ${where}: server peak RSS under the list load ${r.rssListMb} MB (target < 200: ${verdict(r.rssListMb < 200)}); after the uncached phases too ${r.rssMb ?? '?'} MB`,
      );
  }
  const t = lighthouseTargets;
  if (lighthouse?.failed) lines.push(`- Lighthouse: **not measured** (${lighthouse.failed})`);
  else
    for (const s of lighthouse ?? []) {
      const misses = lighthouseMisses(s);
      lines.push(
        `- Lighthouse ${s.page} (issue 22: performance ≥ ${t.performance}, accessibility, best practices and SEO ${t.seo}, FCP < ${fmt(t.fcpMs)} ms, LCP < ${fmt(t.lcpMs)} ms): ${misses.length === 0 ? 'met' : `**not met**: ${misses.join(', ')}`}`,
      );
    }
  return lines;
}

/** The Markdown table written to bench/results/latest.md. */
export function renderTable({
  runs,
  lighthouse,
  scans = [],
  connections,
  uncachedConnections,
  renderConnections,
  duration,
  loadBefore,
  loadAfter,
  failures = [],
}) {
  const lines = [];
  lines.push(`# Benchmark results`);
  lines.push('');
  lines.push(`- Date: ${new Date().toISOString()}`);
  lines.push(
    `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}; load average ${loadBefore ?? '?'} at the start, ${loadAfter ?? '?'} at the end (other work on the machine lowers every figure; the ratio to the ceiling, measured in the same minute, and the server CPU per request are the steadier columns)`,
  );
  lines.push(
    `- Node ${process.version}; fastify ${version('fastify')}, kysely ${version('kysely')}, better-sqlite3 ${version('better-sqlite3')}, pg ${version('pg')}, autocannon ${version('autocannon')}, lighthouse ${version('lighthouse')}`,
  );
  lines.push(
    `- Load: autocannon, ${connections} connections, ${duration} s a phase (place order: one request per prepared customer, each a different customer; first as fast as the connections go, then offered at a fixed rate, which measures latency at that rate), from a second process on loopback; uncached phases at ${uncachedConnections} connections (uncached rendered pages at ${renderConnections ?? '?'}: the server renders at most SERVER_RENDER_CONCURRENCY at once and sends more unrendered); the server runs as \`npm start\` runs it (LOG_LEVEL unset: one info log line per request, to /dev/null), except a row labelled LOG_LEVEL=warn`,
  );
  lines.push(
    `- Ceiling: a bare Fastify server answering a pre-serialised body of the list page's size (${fmt(runs[0].pageBytes)} bytes), measured just before each catalogue's phases; each rendered page from the render cache against a ceiling row of its own (a bare Fastify server sending an HTML body of that page's size, measured just before it)`,
  );
  lines.push('');
  lines.push(
    '| database | products | phase | requests/s | p50 ms | p97.5 ms | p99 ms | max ms | × ceiling | server CPU µs/request | bytes/answer | errors | load avg |',
  );
  lines.push('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of runs) {
    for (const p of [{ ...r.ceiling, name: 'ceiling (bare Fastify)' }, ...r.phases]) {
      // A rendered page's ratio is to a ceiling sending a body of its own size.
      lines.push(
        `| ${r.db} | ${fmt(r.size)} | ${p.name} | ${fmt(p.rps)} | ${p.p50} | ${p.p95} | ${p.p99} | ${p.max ?? '?'} | ${(p.rps / (p.ceiling ?? r.ceiling).rps).toFixed(2)} | ${p.cpuUs ?? '?'} | ${p.bytes === undefined ? '?' : fmt(p.bytes)} | ${p.errors} | ${p.load ?? '?'} |`,
      );
    }
  }
  if (lighthouse?.failed) {
    lines.push('');
    lines.push(`Lighthouse did not run: ${lighthouse.failed}`);
  } else if (lighthouse) {
    lines.push('');
    lines.push(
      '| page (Lighthouse 13, mobile, simulated throttling) | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | targets |',
    );
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const s of lighthouse) {
      const misses = lighthouseMisses(s);
      lines.push(
        `| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${fmt(s.fcp)} | ${fmt(s.lcp)} | ${fmt(s.tbt)} | ${s.cls} | ${misses.length === 0 ? 'met' : `**not met**: ${misses.join(', ')}`} |`,
      );
    }
    lines.push('');
    lines.push(
      "What cost points, in Lighthouse's own words (audit ids; full reports in the folder the log names):",
    );
    lines.push('');
    for (const s of lighthouse)
      lines.push(
        `- ${s.page}: ${s.lost.length === 0 ? 'nothing' : s.lost.join('; ')}${s.lcpElement ? `; LCP element \`${s.lcpElement.replace(/`/g, "'").slice(0, 100)}\`` : ''}`,
      );
  }
  if (scans.length > 0) {
    lines.push('');
    lines.push(
      '| database | scan upload (binary STL) | parts | upload s | MB/s | download s | server RSS before MB | server RSS at most during the upload MB | server VmHWM before / after MB | load avg |',
    );
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const s of scans)
      lines.push(
        `| ${s.db} | ${fmt(s.bytes)} bytes | ${s.parts} × ${s.partMb} MB | ${s.uploadSeconds} | ${s.uploadMbPerSecond} | ${s.downloadSeconds} | ${s.rssBeforeMb ?? '?'} | ${s.peakRssDuringMb ?? '?'} | ${s.hwmBeforeMb ?? '?'} / ${s.hwmAfterMb ?? '?'} | ${s.load ?? '?'} |`,
      );
  }
  lines.push('');
  lines.push('Targets (issues 24 and 22), checked against the figures above:');
  lines.push('');
  lines.push(...targets(runs, lighthouse, connections));
  if (failures.length > 0) {
    lines.push('');
    lines.push('Failed steps:');
    lines.push('');
    for (const failure of failures) lines.push(`- ${failure}`);
  }
  lines.push('');
  return lines.join('\n');
}

/** An SVG line chart: p97.5 latency of list and search against catalogue size. */
export function renderChart(runs) {
  const series = [];
  for (const db of [...new Set(runs.map((r) => r.db))]) {
    for (const phase of ['product list', 'search']) {
      series.push({
        label: `${db}: ${phase}`,
        points: runs
          .filter((r) => r.db === db)
          .map((r) => ({ size: r.size, p99: r.phases.find((p) => p.name === phase)?.p95 ?? 0 })),
      });
    }
  }
  const width = 640,
    height = 360,
    pad = 56;
  const sizes = runs.map((r) => r.size);
  const minX = Math.log10(Math.min(...sizes)),
    maxX = Math.log10(Math.max(...sizes)) || minX + 1;
  const maxY = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.p99))) * 1.15;
  const x = (size) => pad + ((Math.log10(size) - minX) / Math.max(0.0001, maxX - minX)) * (width - 2 * pad);
  const y = (ms) => height - pad - (ms / maxY) * (height - 2 * pad);
  const colours = ['#0e5a8a', '#f2a93b', '#1e7b45', '#b3261e'];
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<title>p97.5 latency of product list and search against catalogue size</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#333"/>`,
    `<line x1="${pad}" y1="${pad}" x2="${pad}" y2="${height - pad}" stroke="#333"/>`,
    `<text x="${width / 2}" y="${height - 16}" text-anchor="middle">products in the catalogue (log scale)</text>`,
    `<text x="16" y="${height / 2}" transform="rotate(-90 16 ${height / 2})" text-anchor="middle">p97.5 latency (ms)</text>`,
  ];
  for (const size of [...new Set(sizes)])
    parts.push(`<text x="${x(size)}" y="${height - pad + 16}" text-anchor="middle">${fmt(size)}</text>`);
  for (let i = 0; i <= 4; i++) {
    const ms = (maxY / 4) * i;
    parts.push(`<text x="${pad - 6}" y="${y(ms) + 4}" text-anchor="end">${ms.toFixed(1)}</text>`);
  }
  series.forEach((s, i) => {
    const colour = colours[i % colours.length];
    parts.push(
      `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${s.points.map((p) => `${x(p.size)},${y(p.p99)}`).join(' ')}"/>`,
    );
    s.points.forEach((p) =>
      parts.push(`<circle cx="${x(p.size)}" cy="${y(p.p99)}" r="3" fill="${colour}"/>`),
    );
    parts.push(`<text x="${width - pad - 150}" y="${pad + 16 * i}" fill="${colour}">${s.label}</text>`);
  });
  parts.push('</svg>');
  return parts.join('\n');
}

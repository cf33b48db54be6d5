import os from 'node:os';
import { readFileSync } from 'node:fs';
import { root } from './lib.mjs';

const version = (pkg) => {
  try {
    return JSON.parse(readFileSync(`${root}node_modules/${pkg}/package.json`, 'utf8')).version;
  } catch {
    return '?';
  }
};

const fmt = (n) => n.toLocaleString('en-US');

/** The Markdown table written to bench/results/latest.md. */
export function renderTable({ runs, ceiling, lighthouse, connections, duration }) {
  const lines = [];
  lines.push(`# Benchmark results`);
  lines.push('');
  lines.push(`- Date: ${new Date().toISOString()}`);
  lines.push(
    `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`,
  );
  lines.push(
    `- Node ${process.version}; fastify ${version('fastify')}, kysely ${version('kysely')}, better-sqlite3 ${version('better-sqlite3')}, pg ${version('pg')}, autocannon ${version('autocannon')}`,
  );
  lines.push(
    `- Load: autocannon, ${connections} connections, ${duration} s a phase (place order: one request per prepared customer), from a second process on loopback`,
  );
  lines.push('');
  lines.push(
    `Ceiling (bare Fastify answering a pre-serialised body of ${fmt(runs[0].pageBytes)} bytes): **${fmt(ceiling.rps)} requests/s**, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms.`,
  );
  lines.push('');
  lines.push(
    '| database | products | phase | requests/s | p50 ms | p97.5 ms | p99 ms | × ceiling | errors |',
  );
  lines.push('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of runs) {
    for (const p of r.phases) {
      lines.push(
        `| ${r.db} | ${fmt(r.size)} | ${p.name} | ${fmt(p.rps)} | ${p.p50} | ${p.p95} | ${p.p99} | ${(p.rps / ceiling.rps).toFixed(2)} | ${p.errors} |`,
      );
    }
  }
  if (lighthouse) {
    lines.push('');
    lines.push('| page (Lighthouse, mobile) | performance | accessibility | LCP ms | TBT ms |');
    lines.push('| --- | ---: | ---: | ---: | ---: |');
    for (const s of lighthouse)
      lines.push(`| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.lcp} | ${s.tbt} |`);
  }
  lines.push('');
  return lines.join('\n');
}

/** An SVG line chart: p99 latency of list and search against catalogue size. */
export function renderChart(runs) {
  const series = [];
  for (const db of [...new Set(runs.map((r) => r.db))]) {
    for (const phase of ['product list', 'search']) {
      series.push({
        label: `${db}: ${phase}`,
        points: runs
          .filter((r) => r.db === db)
          .map((r) => ({ size: r.size, p99: r.phases.find((p) => p.name === phase)?.p99 ?? 0 })),
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
    `<title>p99 latency against catalogue size</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#333"/>`,
    `<line x1="${pad}" y1="${pad}" x2="${pad}" y2="${height - pad}" stroke="#333"/>`,
    `<text x="${width / 2}" y="${height - 16}" text-anchor="middle">products in the catalogue (log scale)</text>`,
    `<text x="16" y="${height / 2}" transform="rotate(-90 16 ${height / 2})" text-anchor="middle">p99 latency (ms)</text>`,
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

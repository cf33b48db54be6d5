import type { TestApp } from './helpers';

/** The scrape token the metrics tests give their app (`METRICS_TOKEN`). */
export const METRICS_TOKEN = 'scrape-token-0123456789';

/** What Prometheus would read from /interdentallab/metrics with the scrape token. */
export async function scrapeMetrics(t: TestApp): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/interdentallab/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return res.body;
}

/** The value of one sample of a scrape, found by its name and (some of) its labels. */
export function sample(body: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of body.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

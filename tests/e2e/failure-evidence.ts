import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { RunnerTestCase } from 'vitest';

/** Where a failed journey leaves its screenshots and trace (gitignored; listed by test-results/index.html). */
export const e2eResultsDir = path.resolve(import.meta.dirname, '../../test-results/e2e');
/** A Playwright trace costs time on every action: recorded in CI (CI is set) or with TEST_TRACES=1. */
const tracing = Boolean(process.env.CI || process.env.TEST_TRACES);
/** The browser contexts of the file running now, whether a test or a beforeAll opened them. */
const open = new Set<BrowserContext>();

/** Records what happens in this context, so a failing test can leave evidence (see `afterTest`). */
export async function watchForFailures(context: BrowserContext) {
  open.add(context);
  context.once('close', () => open.delete(context));
  // The DOM snapshots of each step, no screencast: a reviewer opens the page as it was at any step,
  // and the failure's own full-page screenshot shows its end. The screencast's frames cost 22 s of
  // the 208 s of CPU the journeys took in CI mode (alone, quiet machine); Chromium's GPU process
  // alone went from 17.9 s to 5.1 s.
  if (tracing) await context.tracing.start({ screenshots: false, snapshots: true });
}

/**
 * After each journey test (setup.ts): when it failed, a full-page screenshot of every open page and
 * (when tracing) the trace of this test are saved under test-results/e2e/<file>/, and the failure
 * message names them. Traces of passing tests are dropped.
 */
export async function afterTest(task: RunnerTestCase) {
  const failed = task.result?.state === 'fail';
  const base = path.join(
    e2eResultsDir,
    path.basename(task.file.name, '.e2e.test.ts'),
    task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80),
  );
  const saved: string[] = [];
  let n = 0;
  for (const [index, context] of [...open].entries()) {
    if (failed) {
      mkdirSync(path.dirname(base), { recursive: true });
      for (const page of context.pages()) {
        const file = `${base}${n++ ? `-${n}` : ''}.png`;
        await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).then(
          () => saved.push(file),
          () => undefined, // the page cannot be captured any more; the trace still shows it
        );
      }
    }
    if (!tracing) continue;
    const trace = `${base}${index ? `-${index + 1}` : ''}.trace.zip`;
    await context.tracing.stopChunk(failed ? { path: trace } : undefined).then(
      () => failed && saved.push(trace),
      () => undefined,
    );
    await context.tracing.startChunk().catch(() => undefined);
  }
  const error = task.result?.errors?.[0];
  if (failed && error && saved.length > 0) {
    const files = saved.map((file) => path.relative(process.cwd(), file)).join('\n  ');
    error.message += `\n\nWhat the browser showed (list of every failure: test-results/index.html):\n  ${files}${
      tracing ? '\nOpen a trace with: npx playwright show-trace <file>' : ''
    }`;
  }
}

// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../test-summary.mjs');

/** A Vitest JSON report with one file of the given test states. */
const report = (file, states) => ({
  numFailedTests: states.filter((s) => s === 'failed').length,
  numPassedTests: states.filter((s) => s === 'passed').length,
  numPendingTests: 0,
  numTodoTests: 0,
  numTotalTests: states.length,
  testResults: [
    {
      name: path.resolve(file),
      status: states.includes('failed') ? 'failed' : 'passed',
      message: '',
      assertionResults: states.map((status, i) => ({
        status,
        fullName: `test ${i}`,
        failureMessages: status === 'failed' ? ['expected 1 to be 2\n    at x'] : [],
      })),
    },
  ],
});

describe('the summary at the end of npm test', () => {
  let dir;
  const summary = (...groups) =>
    spawnSync('node', [script, dir, String(Math.round(Date.now() / 1000) - 754), ...groups], {
      encoding: 'utf8',
    });
  const group = (name, status, json) => {
    writeFileSync(path.join(dir, 'runs', `${name}.status`), status);
    if (json) writeFileSync(path.join(dir, 'runs', `${name}.json`), JSON.stringify(json));
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'test-summary-'));
    mkdirSync(path.join(dir, 'runs'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prints each group wall time and CPU, the CPU in all, and the totals', () => {
    group('checks', '0 200 150');
    group('unit', '0 545 611', report('a.test.ts', ['passed', 'passed']));
    group('storybook', '0 601 -', report('b.stories.tsx', ['passed']));
    const { stdout, status } = summary('checks', 'unit', 'storybook');
    expect(status).toBe(0);
    expect(stdout).toMatch(/checks\s+3m 20s\s+2m 30s\s+passed/);
    expect(stdout).toMatch(/unit\s+9m 05s\s+10m 11s\s+passed\s+1 files, 2 tests/);
    // A group whose CPU could not be counted shows "-" and is left out of the sum.
    expect(stdout).toMatch(/storybook\s+10m 01s\s+-\s+passed/);
    expect(stdout).toMatch(/all\s+12m 41s/);
    expect(stdout).toMatch(/Tests {2}3 passed \(3\)/);
    expect(stdout).toMatch(/Duration {2}12m 3[45]s/);
  });

  it('adds up the reports of a group run in shards, and names a failure in any of them', () => {
    group('checks', '0 200 150');
    writeFileSync(path.join(dir, 'runs', 'storybook.status'), '1 420 560');
    writeFileSync(
      path.join(dir, 'runs', 'storybook.1.json'),
      JSON.stringify(report('a.stories.tsx', ['passed', 'passed'])),
    );
    writeFileSync(
      path.join(dir, 'runs', 'storybook.2.json'),
      JSON.stringify(report('b.stories.tsx', ['passed', 'failed', 'passed'])),
    );
    const { stdout, status } = summary('checks', 'storybook');
    expect(status).toBe(1);
    expect(stdout).toMatch(/storybook\s+7m 00s\s+9m 20s\s+FAILED \(exit 1\)\s+2 files, 5 tests in 2 shards/);
    expect(stdout).toContain('[storybook] b.stories.tsx > test 1');
    expect(stdout).toMatch(/Test Files {2}1 failed \| 1 passed \(2\)/);
    expect(stdout).toMatch(/Tests {2}1 failed \| 4 passed \(5\)/);
  });

  it('fails and names the failed test when a group failed', () => {
    group('checks', '0 200 150');
    group('unit', '1 545 611', report('a.test.ts', ['passed', 'failed']));
    const { stdout, status } = summary('checks', 'unit');
    expect(status).toBe(1);
    expect(stdout).toMatch(/unit\s+9m 05s\s+10m 11s\s+FAILED \(exit 1\)/);
    expect(stdout).toContain('[unit] a.test.ts > test 1');
    expect(stdout).toContain('expected 1 to be 2');
  });
});

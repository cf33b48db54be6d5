// The closing summary of scripts/test.sh: how long each group took and whether it passed, then
// Vitest-style totals of every project's JSON report (test-results/runs/<project>.json, or one
// <project>.<i>.json per shard).
//   node scripts/test-summary.mjs <results dir> <start, epoch seconds> <group>...
// Exits nonzero when a group failed or a report is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const [dir, startedAt, ...groups] = process.argv.slice(2);
const duration = (seconds) => `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
const counts = (parts, total) =>
  `${Object.entries(parts)
    .filter(([, n]) => n > 0)
    .map(([label, n]) => `${n} ${label}`)
    .join(' | ')} (${total})`;

/**
 * A group's Vitest JSON reports: runs/<group>.json, or one per shard, runs/<group>.<i>.json, for a
 * group run as several processes (scripts/test.sh: the stories).
 */
function reportsOf(group) {
  const runs = path.join(dir, 'runs');
  const single = path.join(runs, `${group}.json`);
  const names = existsSync(single)
    ? [single]
    : readdirSync(runs)
        .map((name) => /^(.*)\.(\d+)\.json$/.exec(name))
        .filter((match) => match && match[1] === group)
        .sort((a, b) => Number(a[2]) - Number(b[2]))
        .map((match) => path.join(runs, match[0]));
  return names.map((name) => JSON.parse(readFileSync(name, 'utf8')));
}

const files = { failed: 0, passed: 0, skipped: 0 };
const tests = { failed: 0, passed: 0, skipped: 0, todo: 0 };
const rows = [];
let cpuTotal = 0;
const failures = [];
let ok = true;
for (const group of groups) {
  const statusFile = path.join(dir, 'runs', `${group}.status`);
  const [code, seconds, cpu] = existsSync(statusFile)
    ? readFileSync(statusFile, 'utf8').trim().split(' ').map(Number)
    : [1, 0, undefined];
  let detail = '';
  const reports = reportsOf(group);
  if (group !== 'checks') {
    if (reports.length > 0) {
      let fileCount = 0;
      let testCount = 0;
      for (const report of reports) {
        for (const file of report.testResults) {
          const allSkipped =
            file.assertionResults.length > 0 &&
            file.assertionResults.every((t) => t.status === 'pending' || t.status === 'skipped');
          const name = path.relative(process.cwd(), file.name);
          const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
          for (const t of failedTests) failures.push([group, name, t.fullName, t.failureMessages?.[0]]);
          // A file that failed outside any test (an import error, a failed hook) has no failed test.
          if (file.status === 'failed' && failedTests.length === 0)
            failures.push([group, name, '', file.message]);
          if (file.status === 'failed') files.failed += 1;
          else if (allSkipped) files.skipped += 1;
          else files.passed += 1;
        }
        tests.failed += report.numFailedTests;
        tests.passed += report.numPassedTests;
        tests.skipped += report.numPendingTests;
        tests.todo += report.numTodoTests;
        fileCount += report.testResults.length;
        testCount += report.numTotalTests;
      }
      const shards = reports.length > 1 ? ` in ${reports.length} shards` : '';
      detail = `${fileCount} files, ${testCount} tests${shards}`;
    } else {
      // A project that never reported (it crashed or could not start) counts as a failed file.
      files.failed += 1;
      detail = 'no report: see its log';
    }
  }
  if (code !== 0) ok = false;
  const cpuKnown = Number.isFinite(cpu);
  if (cpuKnown) cpuTotal += cpu;
  rows.push([
    group,
    duration(seconds),
    cpuKnown ? duration(cpu) : '-',
    code === 0 ? 'passed' : `FAILED (exit ${code})`,
    detail,
  ]);
}

const width = Math.max(...rows.map(([group]) => group.length));
// CPU: what the group's processes spent (user + system, both cores; "-" where scripts/test.sh could
// not count it). Their CPU adds up to what the run asked of the machine.
const atOnce = process.env.TEST_JOBS_LIMIT;
console.log(
  `\n Time per group (${atOnce ? `at most ${atOnce} at once` : 'they ran at the same time'}): wall clock, CPU`,
);
for (const [group, time, cpu, result, detail] of rows)
  console.log(
    `   ${group.padEnd(width)}  ${time.padStart(7)}  ${cpu.padStart(7)}  ${result}${detail ? `  ${detail}` : ''}`,
  );
console.log(`   ${'all'.padEnd(width)}  ${''.padStart(7)}  ${duration(cpuTotal).padStart(7)}`);
// Story pictures that did not match at first and did 500 ms later (vitest.setup.storybook.ts): not
// failures, but a sign of a story still changing when its picture is taken, so they are named.
const secondLooksFile = path.join(dir, 'second-looks.jsonl');
const secondLooks = existsSync(secondLooksFile)
  ? readFileSync(secondLooksFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
if (secondLooks.length > 0) {
  console.log(`\n Story pictures that matched only on a second look (${secondLooks.length})`);
  for (const { story, screenshot, firstLook } of secondLooks) {
    console.log(`   ${story} (${screenshot}.png); the first look:`);
    for (const line of String(firstLook).split('\n').slice(0, 5)) console.log(`       ${line.slice(0, 200)}`);
  }
}
if (failures.length > 0) {
  // The end of a CI log is often all a reviewer sees: name every failure here, not only above.
  console.log(`\n Failed (${failures.length})`);
  for (const [group, file, test, message] of failures) {
    // The first lines of the message: a story picture's say how the pictures differ.
    const lines = stripVTControlCharacters(message ?? '')
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, failures.length > 10 ? 1 : 12);
    console.log(`   [${group}] ${file}${test ? ` > ${test}` : ''}`);
    for (const line of lines) console.log(`       ${line.trim().slice(0, 200)}`);
  }
}
if (!ok) {
  console.log('\n Logs of each group: test-results/logs/<group>.log');
  if (existsSync(path.join(dir, 'index.html')))
    console.log(' Screenshots and traces of failures: open test-results/index.html');
}
console.log('');
console.log(` Test Files  ${counts(files, files.failed + files.passed + files.skipped)}`);
console.log(`      Tests  ${counts(tests, tests.failed + tests.passed + tests.skipped + tests.todo)}`);
console.log(`   Duration  ${duration(Math.round(Date.now() / 1000) - Number(startedAt))}`);
process.exit(ok && files.failed === 0 && tests.failed === 0 ? 0 : 1);

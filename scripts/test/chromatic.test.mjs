// @vitest-environment node
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChromatic } from './chromatic-fake.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const token = 'chpt_fake0123456789';

/** A Storybook build as small as the CLI accepts: its two pages, the story index and a script. */
const storybookFiles = {
  'index.html': '<!doctype html><title>Storybook</title>',
  'iframe.html': '<!doctype html><title>Stories</title><script src="main.js"></script>',
  'index.json': JSON.stringify({ v: 5, entries: {} }),
  'main.js': 'console.log("stories");',
};

/**
 * scripts/chromatic.sh run as CI runs it, against a fake of Chromatic's service instead of the real
 * one, in a repository of its own (the CLI reads git's history: it wants two commits) holding a copy
 * of the script, this repository's node_modules and a prebuilt Storybook.
 */
// One run at a time: the CLI is a large script that node parses on every start, and four at once
// beside a loaded run's other groups each took over 50 s (a fresh clone at load average 20).
describe('scripts/chromatic.sh against a fake Chromatic', { timeout: 180_000 }, () => {
  let repo;

  beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'chromatic-'));
    const git = (...args) => execFileSync('git', args, { cwd: repo });
    git('init', '-q');
    git('config', 'user.email', 'qa@example.com');
    git('config', 'user.name', 'QA');
    mkdirSync(path.join(repo, 'scripts'));
    copyFileSync(path.join(root, 'scripts/chromatic.sh'), path.join(repo, 'scripts/chromatic.sh'));
    symlinkSync(path.join(root, 'node_modules'), path.join(repo, 'node_modules'));
    writeFileSync(path.join(repo, 'package.json'), '{ "name": "shop", "private": true }\n');
    writeFileSync(path.join(repo, '.gitignore'), 'node_modules\n');
    mkdirSync(path.join(repo, 'prebuilt'));
    for (const [name, text] of Object.entries(storybookFiles)) {
      writeFileSync(path.join(repo, 'prebuilt', name), text);
    }
    git('add', '.');
    git('commit', '-qm', 'The shop');
    writeFileSync(path.join(repo, 'README.md'), 'The shop.\n');
    git('add', 'README.md');
    git('commit', '-qm', 'Say what the shop is');
  });

  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  /** Runs the script as CI would, with `env` added; resolves with its exit code and output. */
  function publish(env) {
    return new Promise((resolve) => {
      execFile(
        'bash',
        ['scripts/chromatic.sh'],
        {
          cwd: repo,
          env: {
            ...process.env,
            CHROMATIC_PROJECT_TOKEN: '',
            CHROMATIC_STORYBOOK_DIR: 'prebuilt',
            // CI's plain log, and nothing sent to the CLI makers' error and usage trackers.
            CI: 'true',
            DISABLE_ERROR_MONITORING: 'true',
            CHROMATIC_DISABLE_TELEMETRY: 'true',
            ...env,
          },
          // A limit for a stuck run, not a speed check: alone it takes 2 to 5 s, beside a loaded run
          // up to about 50 s (the tests here allow 180 s).
          timeout: 170_000,
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? (error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
      );
    });
  }

  async function publishTo(outcome, sentToken = token) {
    const fake = await startFakeChromatic({ projectToken: token, outcome });
    try {
      const run = await publish({ CHROMATIC_INDEX_URL: fake.url, CHROMATIC_PROJECT_TOKEN: sentToken });
      return { ...run, fake };
    } finally {
      await fake.close();
    }
  }

  it('uploads every file of the build with the project token, and passes with visual changes', async () => {
    const { code, output, fake } = await publishTo('changes');
    expect(output).toContain('2 visual changes must be accepted as baselines');
    expect(code, output).toBe(0);
    expect(fake.unknown).toEqual([]);
    expect(fake.operations[0]).toMatchObject({
      name: 'CreateAppTokenMutation',
      variables: { projectToken: token },
    });
    // The project token buys an app token, which announces and uploads the build; the build's
    // report token then publishes it and polls its status. The fake refuses any other call.
    const sent = Object.fromEntries(
      fake.operations.map((operation) => [operation.name, operation.authorization]),
    );
    expect(sent).toMatchObject({
      AnnounceBuildMutation: `Bearer ${fake.appToken}`,
      UploadBuildMutation: `Bearer ${fake.appToken}`,
      PublishBuildMutation: `Bearer ${fake.reportToken}`,
      SnapshotBuildQuery: `Bearer ${fake.reportToken}`,
    });
    const uploaded = Object.fromEntries(
      [...fake.uploads].map(([name, bytes]) => [name, bytes.toString('utf8')]),
    );
    expect(uploaded).toEqual(storybookFiles);
  });

  it('passes a build without changes', async () => {
    const { code, output } = await publishTo('passed');
    expect(output).toContain('Build 1 passed!');
    expect(code, output).toBe(0);
  });

  it('fails when stories could not be rendered', async () => {
    const { code, output } = await publishTo('errors');
    expect(output).toContain('Encountered 1 build error');
    expect(code).not.toBe(0);
  });

  it('fails with a clear message when the project token is wrong', async () => {
    const { code, output, fake } = await publishTo('passed', 'chpt_wrong98765');
    expect(output).toContain('Failed to authenticate');
    expect(output).toContain("No app with code 'chpt_wrong98765'");
    expect(code).not.toBe(0);
    expect(fake.operations.map((operation) => operation.name)).not.toContain('AnnounceBuildMutation');
    expect(fake.uploads.size).toBe(0);
  });

  it('says it skipped, and succeeds, without a project token', async () => {
    const { code, output } = await publish({});
    expect(output).toContain('Chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set');
    expect(code).toBe(0);
  });
});

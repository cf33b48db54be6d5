import { appendFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { describeScreenshotMismatch } from './scripts/screenshot-mismatch.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

const docsJourney = 'tests/e2e/storybook-docs.e2e.test.ts';

/** The `--project` filters Vitest was started with (`--project <name>` or `--project=<name>`). */
const projectFilters = process.argv.flatMap((arg, i, args) =>
  arg === '--project'
    ? [args[i + 1] ?? '']
    : arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : [],
);
/**
 * Whether Vitest will run a project of one of these names: no filter, or one that matches as
 * Vitest's own filter does (the whole name, any case, `*` for any text, a leading `!` to negate).
 */
const projectWanted = (...names: string[]) =>
  projectFilters.length === 0 ||
  projectFilters.some((filter) => {
    const negated = filter.startsWith('!');
    const pattern = (negated ? filter.slice(1) : filter)
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return names.some((name) => new RegExp(negated ? `^(?!${pattern}$)` : `^${pattern}$`, 'i').test(name));
  });

/** API tests run once per database: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
const databases = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
/**
 * Files that replace a module of the app with vi.mock: they get modules of their own. Every other
 * API file shares its worker's modules (isolate: false), so the app's code is imported once per
 * worker instead of once per file (about 2.5 s each); each file still builds its own app on its
 * own database.
 */
const apiFilesMockingModules = [
  'apps/api/test/accounts-sign-up-in.test.ts',
  'apps/api/test/payments-stripe-check-wiring.test.ts',
];
const apiProjects: TestProjectInlineConfiguration[] = databases.flatMap((db) =>
  [false, true].map((mocking) => ({
    test: {
      name: mocking ? `api:${db}:mocks` : `api:${db}`,
      environment: 'node',
      include: mocking ? apiFilesMockingModules : ['apps/api/**/*.test.ts'],
      isolate: mocking,
      // *.postgres.test.ts need a server shared by several processes: PostgreSQL only.
      exclude: [
        ...configDefaults.exclude,
        ...(db === 'postgres' ? [] : ['apps/api/**/*.postgres.test.ts']),
        ...(mocking ? [] : apiFilesMockingModules),
      ],
      env: { TEST_DB: db },
      // Prints the reliability suite's figures (requests tried, crashes survived, ...) at the end.
      globalSetup: ['./apps/api/test/reliability/global-setup.ts'],
      // A fresh database per file (a PostgreSQL schema, migrated) takes over 30 s when every test
      // group shares two busy cores; these are limits for a stuck test, not speed checks.
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // expect.poll waits for a state (an e-mail arrived, ...): 1 s was too short with the test
      // groups sharing two busy cores. Only a failing test waits this long.
      expect: { poll: { timeout: 20_000 } },
    },
  })),
);

/**
 * Unit files that render with React's server renderer (react-dom/server). It marks each context it
 * renders as its own and, unlike the client's renderer, never gives it back: in the unit files'
 * shared module graph, the client files after it logged "Detected multiple renderers concurrently
 * rendering the same context provider" for every provider they rendered (2,700 to 52,000 lines a
 * run, as Vitest's cache of durations ordered the files). They run after the others instead (a
 * project of their own, with modules of their own, cost 6 s of CPU more).
 */
const serverRenderFiles = ['apps/web/src/entry-server.test.tsx'];
class ServerRenderLast extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const last = (file: TestSpecification) => serverRenderFiles.some((name) => file.moduleId.endsWith(name));
    return [...sorted.filter((file) => !last(file)), ...sorted.filter(last)];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: ServerRenderLast },
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // bench/test and scripts/test: the benchmark harness's and the scripts' own checks (node
          // environment, set in the file).
          include: [
            'packages/**/*.test.{ts,tsx}',
            'apps/web/**/*.test.{ts,tsx}',
            'bench/test/*.test.mjs',
            'scripts/test/*.test.mjs',
          ],
          setupFiles: ['./vitest.setup.unit.ts'],
          // Files share one module graph per worker instead of importing React, react-aria and the
          // design system again each (3 min 12 s -> 1 min 24 s alone); vitest.setup.unit.ts resets
          // what modules keep between tests (the toast queue, storage). Passes shuffled too.
          isolate: false,
          // Whole screens render in jsdom; on two cores shared by every test group that takes time.
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      ...apiProjects,
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/**/*.e2e.test.ts'],
          // The docs pages are checked in their own project (below): they need no shop server.
          exclude: [...configDefaults.exclude, docsJourney],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          setupFiles: ['./tests/e2e/setup.ts'],
          // A limit for a stuck journey, not a speed check: a whole journey took over 60 s in a fresh-clone
          // run with every test group on two cores (its last step done, payment confirmed).
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Journeys share one server; run files one after another.
          fileParallelism: false,
          // One worker for every file instead of a fresh one each (Vitest, playwright-core and the
          // helpers loaded once): 186 s -> 174 s of CPU for the journeys alone. No file mocks a
          // module; each opens and closes its own browser.
          isolate: false,
        },
      },
      {
        // Every docs page of the static Storybook in Chromium: independent of the shop server, so it
        // is a group of its own instead of following the journeys in theirs (scripts/test.sh runs it
        // last: its tabs use both cores).
        test: {
          name: 'docs',
          environment: 'node',
          include: [docsJourney],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [
          react(),
          vanillaExtractPlugin(),
          // Vite runs a project's plugins before Vitest drops a project the filter leaves out, and
          // this one reads every stories file: 2.6 s of CPU in each Vitest process of the other
          // groups (a unit file took 6.4 s of CPU with it, 3.7 s without).
          ...(projectWanted('storybook', 'storybook (chromium)')
            ? [storybookTest({ configDir: `${root}.storybook`, tags: { exclude: ['no-test'] } })]
            : []),
          // scripts/test.sh numbers each story process (STORY_SHARD=1, 2, ... with STORY_SHARDS=n
          // of them side by side): each optimises the dependencies into a Vite cache of its own,
          // instead of two writing the same folder at once on a fresh clone.
          ...(process.env.STORY_SHARD
            ? [
                {
                  name: 'idl:story-shard-cache',
                  enforce: 'post' as const,
                  config: () => ({
                    cacheDir: `${root}node_modules/.cache/sb-vitest-shard-${process.env.STORY_SHARD}`,
                  }),
                },
              ]
            : []),
        ],
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            'axe-core',
            'react-aria-components',
            'keen-slider/react',
            'react-dom/client',
            '@visx/axis',
            '@visx/group',
            '@visx/scale',
            '@visx/shape',
            '@visx/tooltip',
          ],
        },
        test: {
          name: 'storybook',
          // Two test pages, each a browser context of its own in one browser, run story files
          // side by side: a page waits on Vitest's process for each picture, so one page kept 0.7
          // of a core busy. Two Vitest processes of one page each (shards) did the same work at
          // 388 and 422 s of CPU, one process of two pages at 297 and 293 s (489 stories, quiet).
          maxWorkers: 2,
          // Story files share the test page instead of loading React, react-aria and the design
          // system again for each file: that halves the group (8 min 13 s -> 4 min 7 s alone).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['./vitest.setup.storybook.ts'],
          browser: {
            enabled: true,
            headless: true,
            // Chromium and the first page of stories can take over a minute to start when every test
            // group starts at once beside other work (a run failed to connect at Vitest's 60 s).
            connectTimeout: 180_000,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Larger than any story viewport so the test iframe is never scaled down in screenshots.
              contextOptions: { viewport: { width: 1920, height: 6000 }, deviceScaleFactor: 1 },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 900 } }],
            // A story picture that did not match, in words for the log (vitest.setup.storybook.ts).
            commands: {
              describeScreenshotMismatch: (_context, message: string) => describeScreenshotMismatch(message),
              // A picture that matched only on a second look, listed by scripts/test-summary.mjs.
              noteSecondLook: (_context, story: string, screenshot: string, firstLook: string) => {
                mkdirSync(`${root}test-results`, { recursive: true });
                appendFileSync(
                  `${root}test-results/second-looks.jsonl`,
                  `${JSON.stringify({ story, screenshot, firstLook })}\n`,
                );
              },
            },
            // In CI (or with TEST_TRACES=1) a failed story keeps a Playwright trace; scripts/test-report.mjs
            // lists it in test-results/index.html with the screenshots.
            trace:
              process.env.CI || process.env.TEST_TRACES
                ? {
                    mode: 'retain-on-failure',
                    // A folder per stories file (patches/@vitest+browser-playwright+*.patch: the
                    // pages tracing at once write files of their own).
                    tracesDir: `${root}test-results/stories/traces`,
                    // A screencast of the 1920x6000 test page tripled the story run; the DOM snapshots
                    // of each step are what a reviewer opens, and failures keep their own screenshot.
                    screenshots: false,
                    snapshots: false,
                  }
                : 'off',
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A picture may differ from its baseline by at most 4 pixels, whatever its size (Vitest
                // allows min(allowedMismatchedPixels, ratio x area)): the ratio alone let a 1280 x 3553
                // page hide a change of 4,500 pixels. Run to run, a story's picture differed by at
                // most 1 pixel (a focus ring's corner); a plus icon become a minus differs by 10.
                comparatorOptions: {
                  threshold: 0.02,
                  allowedMismatchedPixels: 4,
                  allowedMismatchedPixelRatio: 0.001,
                },
                resolveScreenshotPath: ({ root: projectRoot, testFileDirectory, testFileName, arg, ext }) =>
                  `${projectRoot}/${testFileDirectory}/__screenshots__/${testFileName}/${arg}${ext}`,
                // A mismatch leaves its actual and diff images here (gitignored), named in the failure
                // message and listed in test-results/index.html.
                resolveDiffPath: ({ root: projectRoot, testFileDirectory, testFileName, arg, ext }) =>
                  `${projectRoot}/test-results/stories/${testFileDirectory}/${testFileName}/${arg}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});

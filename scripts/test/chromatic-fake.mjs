/**
 * A local stand-in for Chromatic's index service, answering what the `chromatic` CLI (18.x) asks
 * so `scripts/chromatic.sh` can be tested without the network. Point the CLI at it with
 * CHROMATIC_INDEX_URL. It answers the GraphQL operations of a publish (createAppToken, announce,
 * uploadBuild, publish, the build's start, verification and status polling), hands out upload
 * URLs on itself the way Chromatic hands out signed storage URLs, and keeps every uploaded file.
 *
 * `outcome` is how the build ends once its snapshots are taken: `passed` (no change), `changes`
 * (visual changes waiting for review) or `errors` (stories that could not render).
 */
import http from 'node:http';

const testCounts = { tests: 3, specs: 3, components: 1 };

export async function startFakeChromatic({ projectToken, outcome = 'passed' }) {
  /** Every GraphQL call: its operation name, variables and Authorization header. */
  const operations = [];
  /** Uploaded files by their path in the Storybook build. */
  const uploads = new Map();
  /** Operations the fake does not know: a newer CLI asking something new fails loudly. */
  const unknown = [];
  const appToken = `app-token-for-${projectToken}`;
  const reportToken = 'report-token-of-build-1';
  let announced = 0;
  let base = '';

  const build = () => ({
    id: 'build-1',
    number: 1,
    webUrl: `${base}/build?number=1`,
    storybookUrl: `${base}/storybook/`,
  });
  const status = { passed: 'PASSED', changes: 'PENDING', errors: 'BROKEN' }[outcome];
  const counts = {
    testCount: testCounts.tests,
    specCount: testCounts.specs,
    componentCount: testCounts.components,
    changeCount: outcome === 'changes' ? 2 : 0,
    errorCount: outcome === 'errors' ? 1 : 0,
    actualTestCount: testCounts.tests,
    actualCaptureCount: testCounts.tests,
    inheritedCaptureCount: 0,
    interactionTestFailuresCount: 0,
  };

  /** The answer (GraphQL `data`) to each operation the CLI sends, or an error. */
  const answers = {
    CreateAppTokenMutation: ({ projectToken: sent }) =>
      sent === projectToken ? { appToken } : { error: `No app with code '${sent}'` },
    CLIAppInfo: () => ({ app: { features: { isReactNativeApp: false } } }),
    TrackCLITelemetryEvent: () => ({ trackCLITelemetryEvent: true }),
    LastBuildQuery: () => ({ app: { isOnboarding: false, lastBuild: null } }),
    BaselineCommitsQuery: () => ({ app: { baselineBuilds: [] } }),
    FirstCommittedAtQuery: () => ({ app: { firstBuild: null, lastBuild: null } }),
    HasBuildsWithCommitsQuery: () => ({ app: { hasBuildsWithCommits: [] } }),
    MergeCommitsQuery: () => ({ app: { mergedPullRequests: [] } }),
    AncestorBuildsQuery: () => ({ app: { build: { ancestorBuilds: [] } } }),
    AnnounceBuildMutation: () => {
      announced += 1;
      return {
        announceBuild: {
          ...build(),
          browsers: ['chrome'],
          status: 'ANNOUNCED',
          autoAcceptChanges: false,
          reportToken,
          features: { uiTests: true, uiReview: false, isReactNativeApp: false },
          app: { id: 'app-1', turboSnapAvailability: 'UNAVAILABLE', isOnboarding: false },
        },
      };
    },
    UploadBuildMutation: ({ files }) => ({
      uploadBuild: {
        info: { sentinelUrls: [`${base}/sentinel/upload`], targets: files.map(target), zipTarget: null },
        build: { id: 'build-1', status: 'ANNOUNCED', ancestorBuilds: [] },
        userErrors: [],
      },
    }),
    UploadMetadataMutation: ({ files }) => ({
      uploadMetadata: { info: { targets: files.map(target) }, userErrors: [] },
    }),
    PublishBuildMutation: () => ({
      publishBuild: { status: 'PUBLISHED', storybookUrl: build().storybookUrl },
    }),
    StartedBuildQuery: () => ({
      app: { build: { startedAt: Date.now(), failureReason: null, upgradeBuilds: [] } },
    }),
    VerifyBuildQuery: () => ({
      app: {
        build: {
          ...build(),
          ...counts,
          status: 'IN_PROGRESS',
          browsers: [{ browser: 'CHROME' }],
          features: {
            uiTests: true,
            uiReview: false,
            isReactNativeApp: false,
            accessibilityTests: { enabled: false },
          },
          autoAcceptChanges: false,
          turboSnapEnabled: false,
          wasLimited: false,
          app: {
            manageUrl: `${base}/manage`,
            setupUrl: `${base}/setup`,
            account: { exceededThreshold: false, paymentRequired: false, billingUrl: null },
            repository: { provider: null },
          },
          tests: [],
        },
      },
    }),
    SnapshotBuildQuery: () => ({
      app: {
        build: {
          id: 'build-1',
          status,
          autoAcceptChanges: false,
          inProgressCount: 0,
          testCount: counts.testCount,
          changeCount: counts.changeCount,
          errorCount: counts.errorCount,
          ignoredCount: 0,
          pendingCount: counts.changeCount,
          acceptedCount: 0,
          deniedCount: 0,
          completedAt: Date.now(),
        },
      },
    }),
  };

  /** Where the CLI posts one file: a URL on the fake, as Chromatic signs one on its storage. */
  function target({ filePath, contentType = 'application/octet-stream' }) {
    return {
      contentType,
      fileKey: filePath,
      filePath,
      formAction: `${base}/upload`,
      formFields: { key: filePath, 'Content-Type': contentType },
    };
  }

  async function graphql(req, res) {
    const { query, variables = {} } = JSON.parse(await bodyOf(req));
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
    operations.push({ name, variables, authorization: req.headers.authorization ?? null });
    // Like the service: only the token exchange goes without the app's token (or, once the build
    // is announced, the build's report token, which the CLI polls its status with).
    const signedIn = [`Bearer ${appToken}`, `Bearer ${reportToken}`].includes(req.headers.authorization);
    const answer =
      name === 'CreateAppTokenMutation' || signedIn ? answers[name] : () => ({ error: 'No Access' });
    if (!answer) unknown.push(name);
    const data = answer ? answer(variables.input ? { ...variables, ...variables.input } : variables) : null;
    const body =
      data === null
        ? { errors: [{ message: `The fake Chromatic does not know ${name}`, path: [], locations: [] }] }
        : data.error
          ? { errors: [{ message: data.error, path: [], locations: [] }] }
          : { data };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  async function upload(req, res) {
    const form = await new Response(await bodyOf(req, true), {
      headers: { 'content-type': req.headers['content-type'] },
    }).formData();
    const file = form.get('file');
    uploads.set(form.get('key'), Buffer.from(await file.arrayBuffer()));
    res.writeHead(204).end();
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url, base);
    const handle =
      req.method === 'POST' && url.pathname === '/graphql'
        ? graphql
        : req.method === 'POST' && url.pathname === '/upload'
          ? upload
          : url.pathname.startsWith('/sentinel/')
            ? (_req, answer) => answer.writeHead(200).end('OK')
            : (_req, answer) => answer.writeHead(404).end();
    handle(req, res)?.catch?.((error) => res.writeHead(500).end(String(error)));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;

  return {
    url: base,
    appToken,
    reportToken,
    operations,
    uploads,
    unknown,
    announcedBuilds: () => announced,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function bodyOf(req, binary = false) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      resolve(binary ? body : body.toString('utf8'));
    });
    req.on('error', reject);
  });
}

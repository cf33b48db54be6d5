import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { TestApp } from '../helpers';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const repoDir = path.resolve(apiDir, '../..');
/**
 * The tests' own build of the server, apart from apps/api/dist (which the e2e group rebuilds while
 * these tests run: a server started from a half-written bundle failed at start).
 */
const serverFile = path.join(apiDir, '.test-build/server.js');
/** A web app of one page, so the process never reads apps/web/dist while the journeys rebuild it. */
const webDir = path.join(apiDir, '.test-build/web');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builtMtime = () => {
  try {
    return statSync(serverFile).mtimeMs;
  } catch {
    return 0;
  }
};

/**
 * Builds apps/api/dist/server.js (as `npm start` does) when it is missing or older than the
 * sources. Test files run in parallel, so one builds under a lock directory while the others wait.
 */
export async function ensureServerBuilt() {
  const sources = Math.max(
    newestSource(path.join(apiDir, 'src')),
    newestSource(path.join(repoDir, 'packages/api-contract/src')),
  );
  const webIndex = path.join(webDir, 'index.html');
  if (builtMtime() > sources && existsSync(webIndex)) return;
  const lock = path.join(apiDir, '.build-lock');
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Somebody else builds; a lock older than three minutes was left by a killed run.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 180_000)
        rmSync(lock, { recursive: true });
      if (Date.now() > deadline) throw new Error('waited too long for another build of the server');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    if (!existsSync(webIndex)) {
      mkdirSync(webDir, { recursive: true });
      writeFileSync(webIndex, '<!doctype html><title>Interdental Lab</title>');
    }
    if (builtMtime() <= sources)
      execFileSync(process.execPath, [path.join(apiDir, 'build.mjs')], {
        cwd: repoDir,
        env: { ...process.env, API_BUILD_OUTFILE: serverFile },
      });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the server printed, for failure messages. */
  output(): string;
  /** Sends the signal and waits until the process is gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Starts the built server as a child process and waits until it answers its health check. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverFile], {
    cwd: repoDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: webDir,
      // Its buyers place order after order without paying; the limits on that have their own tests.
      MAX_UNPAID_ORDERS: '100000',
      ORDER_LINE_MAX_UNITS: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    try {
      const res = await fetch(`${url}/interdentallab/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not answer in time:\n${output}`);
}

/**
 * The environment that points a server process at a test app's database: its SQLite file (via
 * DATA_DIR), or its PostgreSQL schema (search_path in the connection string's `options`).
 */
export async function databaseEnv(t: TestApp): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: t.config.dataDir, JWT_SECRET: t.config.jwtSecret };
  if (t.database.kind === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db);
    const base = process.env.TEST_DATABASE_URL!;
    const options = encodeURIComponent(`-c search_path=${rows[0]!.schema}`);
    env.DATABASE_URL = `${base}${base.includes('?') ? '&' : '?'}options=${options}`;
  }
  return env;
}

/** `fetch` as a signed-in caller, JSON in and out. */
export function caller(baseUrl: string, authorization?: string) {
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}

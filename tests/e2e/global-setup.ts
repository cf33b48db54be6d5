import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(new URL('.', import.meta.url).pathname, '../..');
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/interdentallab/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become healthy in time:\n${output()}`);
}

/**
 * Builds the app as `npm start` does and starts it on a fresh database, so journeys run against
 * exactly what a user gets. Set E2E_SKIP_BUILD=1 to reuse an existing build.
 */
export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: build
  // exactly what `npm start` serves.
  if (!process.env.E2E_SKIP_BUILD)
    execSync('npm run build', {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'idl-e2e-'));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1, several as the same admin, in parallel files: the
      // sign-in limits (tested in apps/api/test/reliability/abuse.test.ts) would refuse them.
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIsCurrent, rememberBuild } from './build-cache';
import { startFakeStripe } from '../../apps/api/test/fake-stripe';

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
  // Migrating, seeding the demo catalogue (images resized) and hashing the admin's password take
  // well over a minute when the test groups share two busy cores.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    // A server killed by a signal has no exit code, only a signal: it is not coming up either.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited early (${child.exitCode ?? child.signalCode}):\n${output()}`);
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
 * exactly what a user gets. The build is skipped when its inputs did not change since the last
 * one (build-cache.ts); set E2E_SKIP_BUILD=1 to reuse an existing build regardless.
 */
export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: build
  // exactly what `npm start` serves.
  if (process.env.E2E_SKIP_BUILD) {
    // the caller vouches for the build
  } else if (buildIsCurrent(root)) {
    console.log('e2e: the build is up to date with its inputs, not rebuilt');
  } else {
    execSync('npm run build', {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    rememberBuild(root);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'idl-e2e-'));
  const port = await freePort();
  // Stripe cannot be reached from here: the shop takes cards through a local fake of it, which
  // sends its signed events to the shop's webhook as Stripe would.
  const stripe = await startFakeStripe();
  stripe.deliver = async (payload, headers) =>
    (
      await fetch(`http://127.0.0.1:${port}/interdentallab/api/payments/stripe/webhook`, {
        method: 'POST',
        headers,
        body: payload,
      })
    ).status;
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
      // As the shop runs (Vitest's NODE_ENV=test would make the server render with React's
      // development build).
      NODE_ENV: 'production',
      // Every journey signs in from 127.0.0.1, several as the same admin, in parallel files: the
      // sign-in limits (tested in apps/api/test/reliability/abuse.test.ts) would refuse them.
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100',
      DATABASE_URL: '',
      // Stripe sends the buyer back to this address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    child.kill('SIGKILL'); // or it keeps Vitest from exiting
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('stripeUrl', stripe.url);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await stripe.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The local fake of Stripe the server takes cards through. */
    stripeUrl: string;
  }
}

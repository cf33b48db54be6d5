import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

/**
 * A TCP proxy in front of PostgreSQL that the test controls: `cut()` drops every connection and
 * refuses new ones, as a database that went away does; `restore()` lets them through again.
 */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}

describe('PostgreSQL going away and coming back', () => {
  const direct = process.env.TEST_DATABASE_URL!;
  const schema = `outage_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'idl-outage-'));
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let database: Database;
  let app: FastifyInstance;
  let authorization: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: direct });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(direct);
    proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    database = openDatabase({ databaseUrl: url.toString(), pgSchema: schema, poolSize: 4 });
    await migrateToLatest(database.db, database.kind);
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-test-secret-test-secret',
        SEED_DEMO: 'false',
      }),
      webDistDir: undefined,
    };
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const now = new Date().toISOString();
    const user = await database.db
      .insertInto('users')
      .values({
        email: 'outage@example.com',
        password_hash: 'x',
        first_name: 'Out',
        last_name: 'Age',
        role: 'PATIENT',
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { sessionsService } = await import('../src/modules/users/sessions.service');
    const { accessToken } = await sessionsService(app.deps).open({ id: user.id, role: 'PATIENT' }, 'test');
    authorization = `Bearer ${accessToken}`;
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await app.close();
    await database.destroy();
    await proxy.close();
    const admin = new pg.Client({ connectionString: direct });
    await admin.connect();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cart = () =>
    app.inject({ method: 'GET', url: '/interdentallab/api/cart', headers: { authorization } });

  it('answers 503 with Retry-After while it is away, never a 500, and serves again by itself', async () => {
    expect((await cart()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/interdentallab/ready' })).statusCode).toBe(200);

    await proxy.cut();
    for (const request of [
      cart,
      () => app.inject({ method: 'GET', url: '/interdentallab/api/products/1' }),
      () =>
        app.inject({
          method: 'POST',
          url: '/interdentallab/api/users/sign-in',
          payload: { email: 'outage@example.com', password: 'whatever it is' },
        }),
    ]) {
      const res = await request();
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The shop is briefly unavailable. Please try again in a few seconds.',
      });
      expect(res.body).not.toMatch(/ECONNREFUSED|at .*\.ts|Connection terminated/);
    }
    const ready = await app.inject({ method: 'GET', url: '/interdentallab/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down' });

    // Back: the same process serves again, with no restart.
    await proxy.restore();
    await expect.poll(async () => (await cart()).statusCode, { timeout: 15_000 }).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/interdentallab/ready' })).statusCode).toBe(200);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** Which database this test run uses: the vitest project sets TEST_DB (sqlite | postgres). */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

async function withPgClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * An SQLite database migrated once per worker and kept as the file's bytes: each test app's file
 * starts as a copy of them instead of an empty file migrated anew (every migration, 70 to 100 ms a
 * file, was about a tenth of the group's CPU). The copy still goes through migrateToLatest, which
 * finds nothing left to apply.
 */
let sqliteTemplate: Promise<Buffer> | undefined;
function migratedSqliteBytes(): Promise<Buffer> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'idl-test-template-'));
    try {
      const file = path.join(dir, 'shop.db');
      const database = openDatabase({ sqliteFile: file });
      await migrateToLatest(database.db, database.kind);
      // Closing the last connection writes the WAL into the file and removes it: the file is whole.
      await database.destroy();
      return readFileSync(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return sqliteTemplate;
}

/**
 * A freshly migrated database of its own (a temporary SQLite file, or a fresh PostgreSQL schema)
 * and the whole app built around it. Test files run in parallel without seeing each other's data.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { now?: () => Date; logger?: object } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'idl-test-'));
  let schema: string | undefined;
  let database: Database;
  if (testDatabaseKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    schema = `test_${randomBytes(6).toString('hex')}`;
    await withPgClient((client) => client.query(`create schema ${schema}`));
    database = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 5 });
  } else {
    const file = path.join(dataDir, 'shop.db');
    writeFileSync(file, await migratedSqliteBytes(), { mode: 0o600 });
    database = openDatabase({ sqliteFile: file });
  }
  await migrateToLatest(database.db, database.kind);
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      SEED_DEMO: 'false',
      // Every test calls from one address: only the tests of the limits themselves set them low.
      FORM_RATE_LIMIT_PER_IP: '100000',
      FORM_RATE_LIMIT_PER_TARGET: '100000',
      ENROLMENT_EMAILS_PER_ADDRESS_PER_DAY: '100000',
      // Test buyers place many unpaid orders: only the tests of these limits set them low.
      MAX_UNPAID_ORDERS: '100000',
      ORDER_LINE_MAX_UNITS: '100000',
      ...env,
    }),
    webDistDir: undefined,
  };
  const app = await buildApp({ config, database, logger: options.logger ?? false, now: options.now });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.destroy();
      if (schema) await withPgClient((client) => client.query(`drop schema ${schema} cascade`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Fixture accounts share one real argon2id hash per password (each costs 40 to 100 ms of CPU):
 * sign-up and password changes still hash for themselves through the app.
 */
const fixtureHashes = new Map<string, Promise<string>>();
const fixtureHash = (password: string) => {
  let hashed = fixtureHashes.get(password);
  if (!hashed) {
    hashed = import('../src/lib/password').then(({ hashPassword }) => hashPassword(password));
    fixtureHashes.set(password, hashed);
  }
  return hashed;
};

/** Creates an account directly in the database and returns a valid bearer token for it. */
export async function createUserWithToken(
  t: TestApp,
  options: {
    email?: string;
    role?: 'PATIENT' | 'ADMIN';
    status?: 'active' | 'INACTIVE';
    password?: string;
  } = {},
): Promise<{ id: number; email: string; token: string; authorization: string }> {
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const now = new Date().toISOString();
  const row = await t.database.db
    .insertInto('users')
    .values({
      email,
      password_hash: await fixtureHash(options.password ?? 'correct horse battery'),
      first_name: 'Test',
      last_name: 'User',
      role: options.role ?? 'PATIENT',
      status: options.status ?? 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await openTestSession(t, row.id, options.role ?? 'PATIENT');
  return { id: row.id, email, token, authorization: `Bearer ${token}` };
}

/** Opens a session for an account as a sign-in does (tokens name a live session) and returns its token. */
export async function openTestSession(t: TestApp, userId: number, role: 'PATIENT' | 'ADMIN') {
  const { sessionsService } = await import('../src/modules/users/sessions.service');
  const { accessToken } = await sessionsService(t.app.deps).open({ id: userId, role }, 'test');
  return accessToken;
}

/** A clock a test moves forward (retries, holds, the mail queue's one-day limit follow it). */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

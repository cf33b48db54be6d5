import type { Case } from '@idl/api-contract';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrations } from '../src/db/migrations';
import { takeBackup } from '../src/modules/backup/backup';
import { restoreBackup, RestoreRefused } from '../src/modules/backup/restore';
import { API, fillCart, insertCustomers, insertProduct, placeOrder } from './fixtures/commerce';
import { insertLabService, sendCase, signUpOffice } from './cases-fixtures';
import { downloadScan, sendScanPart, sha256, stlBytes, uploadScan } from './scan-fixtures';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';

const testUrl = process.env.TEST_DATABASE_URL;
const temp = (name: string) => mkdtempSync(path.join(tmpdir(), `idl-${name}-`));

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function currentSchema(database: Database) {
  return (await sql<{ name: string }>`select current_schema() as name`.execute(database.db)).rows[0]!.name;
}

/** The shop's settings for backing up `t`: its data folder, its database, archives in `dir`. */
function backupConfig(t: Pick<TestApp, 'config'>, dir: string, keep = 14): AppConfig {
  return {
    ...t.config,
    databaseUrl: testDatabaseKind === 'postgres' ? testUrl : undefined,
    backup: { dir, s3: undefined, intervalHours: 0, keep },
  };
}

/**
 * An empty place to restore into, as an operator has after losing a disk: a fresh DATA_DIR, and
 * on PostgreSQL a fresh database (the archive recreates its schema in it).
 */
async function emptyTarget(schema: string | undefined) {
  const dataDir = temp('restore');
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (testDatabaseKind === 'postgres') {
    dbName = `restore_${randomBytes(5).toString('hex')}`;
    await withPg(testUrl!, (client) => client.query(`create database ${dbName}`));
    const url = new URL(testUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  return {
    dataDir,
    databaseUrl,
    pgSchema: schema,
    open: () => openDatabase({ databaseUrl, dataDir, ...(schema ? { pgSchema: schema, poolSize: 3 } : {}) }),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName)
        await withPg(testUrl!, (client) => client.query(`drop database if exists ${dbName} with (force)`));
    },
  };
}

const restoreConfig = (target: Awaited<ReturnType<typeof emptyTarget>>, t: TestApp): AppConfig => ({
  ...t.config,
  dataDir: target.dataDir,
  databaseUrl: target.databaseUrl,
});

describe('backup while orders are being placed, and restore into an empty place', () => {
  let t: TestApp;
  const archives = temp('archives');
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await t.close();
    rmSync(archives, { recursive: true, force: true });
  });

  it('finds every order acknowledged before the backup began in the restored shop', async () => {
    const product = await insertProduct(t, { stock: 100_000 });
    const customers = await insertCustomers(t, 12);
    mkdirSync(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'uploads', 'crown.webp'), 'picture bytes');
    mkdirSync(path.join(t.config.dataDir, 'case-files'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'case-files', 'prep.webp'), 'case photo bytes');

    // Customers keep ordering before, during and after the backup.
    const acknowledged: { orderId: number; at: number; customer: number }[] = [];
    let stop = false;
    const shoppers = customers.map(async (customer, index) => {
      while (!stop) {
        await fillCart(t, customer.authorization, [{ productId: product.id, quantity: 1 }]);
        const order = await placeOrder(t, customer.authorization);
        acknowledged.push({ orderId: order.orderId, at: performance.now(), customer: index });
      }
    });
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(12);
    const backupBegan = performance.now();
    const backup = await takeBackup(backupConfig(t, archives), t.database);
    const doneDuring = acknowledged.filter((o) => o.at > backupBegan).length;
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(doneDuring + 12);
    stop = true;
    await Promise.all(shoppers);
    const before = acknowledged.filter((o) => o.at < backupBegan);
    expect(before.length).toBeGreaterThanOrEqual(12);
    expect(backup.manifest).toMatchObject({
      database: testDatabaseKind,
      schemaVersion: Object.keys(migrations).at(-1),
      counts: { accounts: 12 },
    });
    expect(backup.manifest.counts.orders).toBeGreaterThanOrEqual(before.length);
    expect(backup.manifest.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(readdirSync(archives)).toEqual([backup.name]);

    const target = await emptyTarget(
      testDatabaseKind === 'postgres' ? await currentSchema(t.database) : undefined,
    );
    cleanups.push(target.cleanup);
    const restored = await restoreBackup(restoreConfig(target, t), backup.location, {
      pgSchema: target.pgSchema,
    });
    expect(restored.migrated).toEqual([]);

    // The shop starts on the restored copy and shows each customer every acknowledged order.
    const { app, database, close } = await startRestored(target, t);
    try {
      expect((await app.inject({ method: 'GET', url: '/interdentallab/ready' })).statusCode).toBe(200);
      for (const order of before) {
        const res = await app.inject({
          method: 'GET',
          url: `${API}/orders/${order.orderId}`,
          headers: { authorization: customers[order.customer]!.authorization },
        });
        expect(res.statusCode, `order ${order.orderId}`).toBe(200);
      }
      const { n } = await database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(backup.manifest.counts.orders);
      expect(readFileSync(path.join(target.dataDir, 'uploads', 'crown.webp'), 'utf8')).toBe('picture bytes');
      expect(readFileSync(path.join(target.dataDir, 'case-files', 'prep.webp'), 'utf8')).toBe(
        'case photo bytes',
      );
    } finally {
      await close();
    }
  });
});

/** A shop of the describe block's own, a folder for its archives, and what to clean up after. */
function shopToBackUp() {
  const shop = {
    t: undefined as unknown as TestApp,
    archives: temp('archives'),
    cleanups: [] as (() => Promise<void>)[],
  };
  beforeAll(async () => {
    shop.t = await createTestApp();
  });
  afterAll(async () => {
    for (const cleanup of shop.cleanups) await cleanup();
    await shop.t.close();
    rmSync(shop.archives, { recursive: true, force: true });
  });
  return shop;
}

/** The shop started on a restored copy, as an operator starts it after `npm run restore`. */
async function startRestored(target: Awaited<ReturnType<typeof emptyTarget>>, t: TestApp) {
  const database = target.open();
  const app = await buildApp({
    config: { ...restoreConfig(target, t), webDistDir: undefined },
    database,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

describe("the cases' scans in a backup", () => {
  const shop = shopToBackUp();

  it('restores every completed scan byte for byte, and leaves uploads under way behind', async () => {
    const t = shop.t;
    const admin = await createUserWithToken(t, { role: 'ADMIN' });
    const office = await signUpOffice(t, { admin });
    const caseId = (await sendCase(t, office, (await insertLabService(t)).id)).json<Case>().id;
    const upper = await stlBytes(3);
    const { scan } = await uploadScan(t.app, office.authorization, caseId, 'upper.stl', upper);
    expect(scan).toMatchObject({ fileName: 'upper.stl', size: upper.length });
    // An upload under way: half its bytes arrived.
    const lower = await stlBytes(2);
    const unfinished = await uploadScan(t.app, office.authorization, caseId, 'lower.stl', lower, 1_000_000);
    expect(unfinished.part.statusCode).toBe(200);

    const backup = await takeBackup(backupConfig(t, shop.archives), t.database);
    const scanFiles = Object.keys(backup.manifest.files).filter((file) => file.startsWith('scans/'));
    expect(scanFiles).toHaveLength(1);

    const target = await emptyTarget(
      testDatabaseKind === 'postgres' ? await currentSchema(t.database) : undefined,
    );
    shop.cleanups.push(target.cleanup);
    await restoreBackup(restoreConfig(target, t), backup.location, { pgSchema: target.pgSchema });
    expect(readdirSync(path.join(target.dataDir, 'scans'))).toHaveLength(1);

    const restored = await startRestored(target, t);
    try {
      const downloaded = await downloadScan(restored.app, office.authorization, scan!);
      expect(downloaded.statusCode).toBe(200);
      expect(downloaded.rawPayload.length).toBe(upper.length);
      expect(sha256(downloaded.rawPayload)).toBe(sha256(upper));
      // The upload under way comes back without its bytes: the office is told to send it again.
      const late = await sendScanPart(
        restored.app,
        office.authorization,
        unfinished.upload,
        1_000_000,
        lower.subarray(1_000_000),
      );
      expect(late.statusCode).toBe(404);
      expect(late.json<{ message: string }>().message).toBe(
        'The bytes of lower.stl sent so far are no longer on the server (a backup keeps complete scans only). Start the upload of the file again.',
      );
    } finally {
      await restored.close();
    }
  });
});

describe('restore refuses what it must not do', () => {
  let t: TestApp;
  const archives = temp('archives');
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await t.close();
    rmSync(archives, { recursive: true, force: true });
  });

  it('will not overwrite a live shop unless forced, nor restore a damaged archive', async () => {
    const user = await createUserWithToken(t, { email: 'kept@example.com' });
    const backup = await takeBackup(backupConfig(t, archives), t.database);
    const schema = testDatabaseKind === 'postgres' ? await currentSchema(t.database) : undefined;

    // A damaged archive: one byte of the database changed, the manifest left as it was.
    const unpacked = temp('unpacked');
    await extract({ file: backup.location, cwd: unpacked });
    const dbFile = path.join(unpacked, testDatabaseKind === 'postgres' ? 'database.dump' : 'shop.db');
    const bytes = readFileSync(dbFile);
    bytes[bytes.length - 1] = (bytes[bytes.length - 1]! + 1) % 256;
    writeFileSync(dbFile, bytes);
    const damaged = path.join(archives, 'damaged.tar.gz');
    await createTar({ gzip: true, file: damaged, cwd: unpacked }, readdirSync(unpacked));
    rmSync(unpacked, { recursive: true, force: true });

    const target = await emptyTarget(schema);
    cleanups.push(target.cleanup);
    const config = restoreConfig(target, t);
    await expect(restoreBackup(config, damaged, { pgSchema: schema })).rejects.toThrow(
      /checksum does not match.*Nothing was restored/,
    );
    await expect(restoreBackup(config, path.join(archives, 'nothing.tar.gz'))).rejects.toBeInstanceOf(
      RestoreRefused,
    );

    await restoreBackup(config, backup.location, { pgSchema: schema });
    // Now a shop lives there: a second restore is refused, and goes ahead only when forced.
    await expect(restoreBackup(config, backup.location, { pgSchema: schema })).rejects.toThrow(
      /already holds a shop.*--force/,
    );
    await restoreBackup(config, backup.location, { pgSchema: schema, force: true });
    const database = target.open();
    try {
      const row = await database.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', user.id)
        .executeTakeFirst();
      expect(row?.email).toBe('kept@example.com');
    } finally {
      await database.destroy();
    }
  });
});

describe('restore of an archive from an older schema version', () => {
  const archives = temp('archives');
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    rmSync(archives, { recursive: true, force: true });
  });

  it('restores it and brings it up to the current schema', async () => {
    // A shop as it was before migration 0015 (no mail queue, no backup records).
    const old = await emptyTarget(
      testDatabaseKind === 'postgres' ? `old_${randomBytes(4).toString('hex')}` : undefined,
    );
    cleanups.push(old.cleanup);
    if (old.pgSchema)
      await withPg(old.databaseUrl!, (client) => client.query(`create schema ${old.pgSchema}`));
    const database = old.open();
    const olderVersion = Object.keys(migrations).filter((name) => name < '0015');
    const provider = {
      getMigrations: async () =>
        Object.fromEntries(olderVersion.map((name) => [name, migrations[name]!(database.kind)])) as Record<
          string,
          Migration
        >,
    };
    await new Migrator({
      db: database.db,
      provider,
      ...(old.pgSchema ? { migrationTableSchema: old.pgSchema } : {}),
    }).migrateToLatest();
    const now = new Date().toISOString();
    await database.db
      .insertInto('users')
      .values({
        email: 'early@example.com',
        password_hash: 'x',
        first_name: 'Early',
        last_name: 'Customer',
        role: 'PATIENT',
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const config = {
      ...(await createTestAppConfig(old.dataDir)),
      databaseUrl: old.databaseUrl,
      backup: { dir: archives, s3: undefined, intervalHours: 0, keep: 14 },
    };
    const backup = await takeBackup(config, database, { record: false });
    await database.destroy();
    expect(backup.manifest.schemaVersion).toBe(olderVersion.at(-1));

    const target = await emptyTarget(old.pgSchema);
    cleanups.push(target.cleanup);
    const restored = await restoreBackup(
      { ...config, dataDir: target.dataDir, databaseUrl: target.databaseUrl },
      backup.location,
      {
        pgSchema: target.pgSchema,
      },
    );
    expect(restored.migrated).toEqual(Object.keys(migrations).filter((name) => name >= '0015'));
    const upgraded = target.open();
    try {
      expect(await upgraded.db.selectFrom('users').select('email').execute()).toEqual([
        { email: 'early@example.com' },
      ]);
      // The newer tables exist and work.
      expect(await upgraded.db.selectFrom('mail_queue').selectAll().execute()).toEqual([]);
    } finally {
      await upgraded.destroy();
    }
  });
});

/** The configuration a shop on `dataDir` has (as in the tests' createTestApp). */
async function createTestAppConfig(dataDir: string) {
  const { loadConfig } = await import('../src/config');
  return loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret',
    SEED_DEMO: 'false',
  });
}

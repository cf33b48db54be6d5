import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../src/config';
import { takeBackup } from '../src/modules/backup/backup';
import { scheduleBackups } from '../src/modules/backup/backup-schedule';
import { restoreBackup } from '../src/modules/backup/restore';
import { openDatabase } from '../src/db/database';
import { startFakeS3 } from './fake-s3';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';

const run = promisify(execFile);
const testUrl = process.env.TEST_DATABASE_URL;
const temp = (name: string) => mkdtempSync(path.join(tmpdir(), `idl-${name}-`));
const apiDir = path.resolve(import.meta.dirname, '..');

/** A URL that reaches the test's own schema (libpq's `options`), for the command-line tools. */
async function schemaUrl(t: TestApp) {
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(t.database.db);
  // encodeURIComponent, not URLSearchParams: libpq (pg_dump) reads `+` literally, not as a space.
  const options = encodeURIComponent(`-c search_path=${rows[0]!.name}`);
  return { url: `${testUrl}${testUrl!.includes('?') ? '&' : '?'}options=${options}`, schema: rows[0]!.name };
}

describe('backups taken by the server on their own, kept to BACKUP_KEEP', () => {
  let t: TestApp;
  const dir = temp('auto-backups');
  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: '0.0005', BACKUP_KEEP: '2' });
    if (testDatabaseKind === 'postgres') t.config.databaseUrl = testUrl;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // Each backup on PostgreSQL runs pg_dump: three of them took over 25 s in a fresh-clone run with
  // every test group sharing two cores. The waits are limits for a stuck schedule, not speed checks.
  it(
    'takes one every interval, keeps the newest two, and the dashboard and metrics see the last',
    {
      timeout: 180_000,
    },
    async () => {
      const admin = await createUserWithToken(t, { role: 'ADMIN' });
      const stop = scheduleBackups(t.app.deps);
      try {
        await expect
          .poll(async () => (await t.database.db.selectFrom('backup_runs').select('id').execute()).length, {
            timeout: 150_000,
            interval: 200,
          })
          .toBeGreaterThanOrEqual(3);
      } finally {
        stop();
      }
      await expect.poll(() => readdirSync(dir).filter((f) => f.endsWith('.tar.gz')).length).toBe(2);
      const status = await t.app.inject({
        method: 'GET',
        url: '/interdentallab/api/admin/operations',
        headers: { authorization: admin.authorization },
      });
      expect(status.statusCode, status.body).toBe(200);
      const last = status.json().lastBackup;
      expect(readdirSync(dir).map((name) => path.join(dir, name))).toContain(last.location);
      expect(Date.now() - Date.parse(last.finishedAt)).toBeLessThan(60_000);
      const metrics = await t.app.inject({
        method: 'GET',
        url: '/interdentallab/metrics',
        headers: { authorization: admin.authorization },
      });
      const age = Number(/^idl_backup_age_seconds (\S+)$/m.exec(metrics.body)?.[1]);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(60);
    },
  );
});

describe('the first backup of a shop never backed up', () => {
  let t: TestApp;
  const dir = temp('first-backup');
  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: '24' });
    if (testDatabaseKind === 'postgres') t.config.databaseUrl = testUrl;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const runs = async () => (await t.database.db.selectFrom('backup_runs').select('id').execute()).length;

  it('comes 5 minutes after start, not during start-up and not a day later', async () => {
    // Only the schedule's timers are faked; the database and the archive work on real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The delays the schedule sets, seen through its timers (a spy on the global setTimeout would
    // bring the fake back when restored at the end of the file, for the next file in this worker).
    const delays: number[] = [];
    const stop = scheduleBackups(t.app.deps, {
      setTimeout: ((run: () => void, ms: number) => {
        delays.push(ms);
        return setTimeout(run, ms);
      }) as typeof setTimeout,
      clearTimeout: (timer) => clearTimeout(timer),
    });
    try {
      // The schedule looks for a previous backup first, then sets its timer.
      await vi.waitFor(() => expect(delays).toContain(5 * 60_000), { timeout: 10_000 });
      await vi.advanceTimersByTimeAsync(5 * 60_000 - 1000);
      expect(await runs()).toBe(0);
      vi.advanceTimersByTime(1000);
      vi.useRealTimers();
      await expect.poll(runs, { timeout: 30_000, interval: 200 }).toBe(1);
      expect(readdirSync(dir).filter((f) => f.endsWith('.tar.gz'))).toHaveLength(1);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});

describe('backups in an S3-compatible bucket', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  const cleanups: (() => void | Promise<void>)[] = [];
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await t.close();
    await s3.close();
  });

  it('uploads each archive under backups/, keeps BACKUP_KEEP, and restores from s3://', async () => {
    await createUserWithToken(t, { email: 'in-the-bucket@example.com' });
    const bucketConfig = {
      bucket: 'shop-backups',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    };
    const config: AppConfig = {
      ...t.config,
      databaseUrl: testDatabaseKind === 'postgres' ? testUrl : undefined,
      backup: { dir: '/nonexistent', s3: bucketConfig, intervalHours: 0, keep: 2 },
    };
    const results = [];
    for (let i = 0; i < 3; i++) {
      results.push(await takeBackup(config, t.database));
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct names (milliseconds)
    }
    expect(results[2]!.location).toBe(`s3://shop-backups/backups/${results[2]!.name}`);
    expect(s3.keys('shop-backups').sort()).toEqual(results.slice(1).map((r) => `backups/${r.name}`));

    const dataDir = temp('s3-restore');
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    let pgSchema: string | undefined;
    if (testDatabaseKind === 'postgres') {
      const name = `restore_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: testUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: testUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      });
      const url = new URL(testUrl!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      pgSchema = (await schemaUrl(t)).schema;
    }
    await restoreBackup({ ...config, dataDir, databaseUrl }, results[2]!.location, { pgSchema });
    const restored = openDatabase({ databaseUrl, dataDir, ...(pgSchema ? { pgSchema } : {}) });
    try {
      const emails = (await restored.db.selectFrom('users').select('email').execute()).map((r) => r.email);
      expect(emails).toContain('in-the-bucket@example.com');
    } finally {
      await restored.destroy();
    }
  });
});

describe('npm run backup and npm run restore', () => {
  let t: TestApp;
  const cleanups: (() => void | Promise<void>)[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await t.close();
  });

  // Two commands, each an npm process starting tsx on the API's sources: over a minute when every
  // test group shares two busy cores (a loaded CI run timed out at 60 s).
  it(
    'backs up the running shop from the command line, and restore refuses a live shop',
    { timeout: 240_000 },
    async () => {
      await createUserWithToken(t, { email: 'cli@example.com' });
      const backups = temp('cli-backups');
      cleanups.push(() => rmSync(backups, { recursive: true, force: true }));
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.config.dataDir, BACKUP_DIR: backups };
      if (testDatabaseKind === 'postgres') env.DATABASE_URL = (await schemaUrl(t)).url;
      else delete env.DATABASE_URL;
      const backup = await run('npm', ['run', '--silent', 'backup'], { cwd: apiDir, env });
      expect(backup.stdout).toMatch(/Backup written: .*interdentallab-backup-.*\.tar\.gz/);
      expect(backup.stdout).toMatch(/1 accounts/);
      const [archive] = readdirSync(backups);

      // The shop is live in DATA_DIR (or its database): restore is refused and says how to go ahead.
      const refused = await run('npm', ['run', '--silent', 'restore', '--', path.join(backups, archive!)], {
        cwd: apiDir,
        env,
      }).catch((error: { code: number; stderr: string }) => error);
      expect('code' in refused && refused.code).toBe(1);
      expect((refused as { stderr: string }).stderr).toMatch(
        /Restore refused: .*already holds a shop.*--force/,
      );
    },
  );
});

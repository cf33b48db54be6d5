import { execFile } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { systemClock } from '../../deps';
import { operationsRepository } from '../operations/operations.repository';
import { safeKey } from '../uploads/storage';
import {
  archiveName,
  exists,
  fileChecksums,
  FILE_FOLDERS,
  MANIFEST,
  overallChecksum,
  SCANS_FOLDER,
  type BackupManifest,
} from './archive';
import { createBackupStore, type BackupStore } from './backup-store';
import { backupRepository } from './backup.repository';

const run = promisify(execFile);

export interface BackupResult {
  location: string;
  name: string;
  sizeBytes: number;
  manifest: BackupManifest;
}

/** What the copy holds, read from the copy itself (or from PostgreSQL's exported snapshot). */
async function describe(db: Kysely<DB>) {
  const repo = backupRepository(db);
  const migrations = await repo.migrationNames();
  return { migrations, counts: await repo.counts(), scanKeys: await repo.completedScanKeys(migrations) };
}

/**
 * SQLite's online backup API, through a connection of its own: it copies the pages of a
 * consistent state while the shop keeps reading and writing, and the copy is then described.
 */
async function copySqlite(dataDir: string, staging: string) {
  const source = new BetterSqlite3(path.join(dataDir, 'shop.db'), { readonly: true, fileMustExist: true });
  try {
    await source.backup(path.join(staging, 'shop.db'));
  } finally {
    source.close();
  }
  const copy = new BetterSqlite3(path.join(staging, 'shop.db'));
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: copy }) });
  try {
    return await describe(db);
  } finally {
    await db.destroy();
  }
}

/**
 * pg_dump in PostgreSQL's custom format, of the snapshot the counts were read from (exported by
 * a repeatable-read transaction held open meanwhile), so the manifest describes exactly the dump.
 */
async function dumpPostgres(db: Kysely<DB>, databaseUrl: string, staging: string) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const repo = backupRepository(trx);
      const snapshot = await repo.exportSnapshot();
      const schema = await repo.currentSchema();
      const described = await describe(trx);
      // A dump of one schema leaves out the extensions it uses; restore creates them first.
      const extensions = await repo.extensions();
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${snapshot}`,
          // A schema of its own (one per test file) is dumped alone; `public` means the whole database.
          ...(schema === 'public' ? [] : [`--schema=${schema}`]),
          `--file=${path.join(staging, 'database.dump')}`,
          databaseUrl,
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      return { ...described, schema, extensions };
    });
}

/**
 * Takes one backup of the running shop: the database (SQLite online backup, or pg_dump), the
 * folders of images and the cases' completed scans, in one .tar.gz with a manifest, into the backup folder or bucket; then keeps
 * only the newest `keep` archives and records the backup (dashboard, metrics).
 */
export async function takeBackup(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 's3' | 'backup'>,
  database: Database,
  /** `record: false` leaves backup_runs alone (an archive of an older schema has none). */
  options: { now?: () => Date; store?: BackupStore; record?: boolean } = {},
): Promise<BackupResult> {
  const now = options.now ?? systemClock;
  const started = now();
  const staging = await mkdtemp(path.join(tmpdir(), 'idl-backup-'));
  try {
    const content = path.join(staging, 'content');
    await mkdir(content);
    const described: Awaited<ReturnType<typeof copySqlite>> & Pick<BackupManifest, 'extensions'> =
      database.kind === 'sqlite'
        ? await copySqlite(config.dataDir, content)
        : await dumpPostgres(database.db, requireUrl(config.databaseUrl), content);
    // Images in a bucket stay there (keep the bucket versioned); local folders of them are copied.
    for (const folder of FILE_FOLDERS) {
      const files = path.join(config.dataDir, folder);
      if (!config.s3 && (await exists(files)))
        await cp(files, path.join(content, folder), { recursive: true });
    }
    // The scans the copied database calls complete, file by file (the kernel copies them: a scan
    // of hundreds of MB never passes through memory); parts of uploads under way stay behind.
    if (!config.s3 && described.scanKeys.length > 0) {
      await mkdir(path.join(content, SCANS_FOLDER));
      for (const key of described.scanKeys)
        await copyFile(
          path.join(config.dataDir, SCANS_FOLDER, safeKey(key)),
          path.join(content, SCANS_FOLDER, safeKey(key)),
        );
    }

    const files = await fileChecksums(content);
    const manifest: BackupManifest = {
      format: 1,
      createdAt: started.toISOString(),
      database: database.kind,
      schemaVersion: described.migrations.at(-1) ?? '',
      migrations: described.migrations,
      counts: described.counts,
      ...(described.extensions ? { extensions: described.extensions } : {}),
      files,
      checksum: overallChecksum(files),
    };
    await writeFile(path.join(content, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const name = archiveName(started);
    const archive = path.join(staging, name);
    // tar is loaded by the first backup, not by every server at start.
    const { create: createTar } = await import('tar');
    await createTar({ gzip: true, file: archive, cwd: content, portable: true }, [
      MANIFEST,
      ...Object.keys(files),
    ]);
    const { size } = await stat(archive);

    const store = options.store ?? createBackupStore(config.backup);
    const location = await store.put(name, archive);
    const names = await store.list();
    for (const old of names.slice(0, Math.max(0, names.length - config.backup.keep))) await store.delete(old);
    if (options.record !== false)
      await operationsRepository(database.db).recordBackup({
        started_at: started.toISOString(),
        finished_at: now().toISOString(),
        location,
        size_bytes: size,
      });
    return { location, name, sizeBytes: size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function requireUrl(url: string | undefined): string {
  if (!url) throw new Error('DATABASE_URL is needed to back up PostgreSQL');
  return url;
}

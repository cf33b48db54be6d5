import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { AppConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { migrations } from '../../db/migrations';
import {
  exists,
  fileChecksums,
  FILE_FOLDERS,
  MANIFEST,
  overallChecksum,
  SCANS_FOLDER,
  type BackupManifest,
} from './archive';
import { downloadFromS3 } from './backup-store';

const run = promisify(execFile);

/** A restore that must not go ahead; the message says why and what to do. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations applied after the restore (the archive came from an older version). */
  migrated: string[];
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefused('This archive has no readable manifest.json: it is not a shop backup.');
  }
  const files = await fileChecksums(dir);
  const expected = manifest.files ?? {};
  const damaged = [...new Set([...Object.keys(files), ...Object.keys(expected)])].filter(
    (file) => files[file] !== expected[file],
  );
  if (damaged.length > 0 || overallChecksum(files) !== manifest.checksum) {
    throw new RestoreRefused(
      `The archive's checksum does not match (${damaged.slice(0, 3).join(', ') || 'manifest'}): it is damaged or incomplete. Nothing was restored.`,
    );
  }
  const known = new Set(Object.keys(migrations));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `The archive comes from a newer version of the shop (schema ${manifest.schemaVersion}; unknown here: ${unknown.join(', ')}). Restore it with that version.`,
    );
  }
  return manifest;
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL database (the given schema, or its default one) already holds a shop. */
function postgresHasShop(databaseUrl: string, schema: string | undefined): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select 1 from information_schema.tables where table_name = 'users' and table_schema = coalesce($1, current_schema())`,
      [schema ?? null],
    );
    return rows.length > 0;
  });
}

/**
 * Restores an archive made by `takeBackup` into an empty DATA_DIR (SQLite) or an empty
 * PostgreSQL database, after checking its checksum and schema version; a live shop is replaced
 * only with `force` (the SQLite file is kept beside as shop.db.before-restore-…). Then applies the
 * migrations the archive's version did not have.
 */
export async function restoreBackup(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 's3' | 'backup'>,
  archive: string,
  options: { force?: boolean; pgSchema?: string } = {},
): Promise<RestoreResult> {
  const work = await mkdtemp(path.join(tmpdir(), 'idl-restore-'));
  try {
    let file = archive;
    if (archive.startsWith('s3://')) {
      if (!config.backup.s3)
        throw new RestoreRefused('Set BACKUP_S3_BUCKET (and the S3_* settings) to restore from a bucket.');
      file = path.join(work, 'archive.tar.gz');
      await downloadFromS3(config.backup.s3, archive, file);
    } else if (!(await exists(archive))) {
      throw new RestoreRefused(`There is no archive at ${archive}.`);
    }
    const content = path.join(work, 'content');
    await mkdir(content);
    const { extract } = await import('tar');
    try {
      await extract({ file, cwd: content, strict: true });
    } catch {
      throw new RestoreRefused(`${archive} is not a readable .tar.gz archive. Nothing was restored.`);
    }
    const manifest = await readManifest(content);
    const kind = config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.database !== kind) {
      throw new RestoreRefused(
        `This archive holds a ${manifest.database} database and this shop is configured for ${kind}${kind === 'postgres' ? ' (DATABASE_URL is set)' : ' (DATABASE_URL is not set)'}.`,
      );
    }

    if (kind === 'sqlite') {
      const target = path.join(config.dataDir, 'shop.db');
      if (await exists(target)) {
        if (!options.force) {
          throw new RestoreRefused(
            `${target} already holds a shop. Stop the server and run again with --force to replace it (the current file is kept beside it).`,
          );
        }
        const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        await rename(target, aside);
        for (const suffix of ['-wal', '-shm']) await rm(`${target}${suffix}`, { force: true });
      }
      await cp(path.join(content, 'shop.db'), target);
    } else {
      const url = config.databaseUrl!;
      if ((await postgresHasShop(url, options.pgSchema)) && !options.force) {
        throw new RestoreRefused(
          'The PostgreSQL database already holds a shop. Stop the servers and run again with --force to replace it.',
        );
      }
      await withClient(url, async (client) => {
        for (const extension of manifest.extensions ?? []) {
          const schema = client.escapeIdentifier(extension.schema);
          await client.query(`create schema if not exists ${schema}`);
          await client.query(
            `create extension if not exists ${client.escapeIdentifier(extension.name)} with schema ${schema}`,
          );
        }
      });
      await run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          ...(options.force ? ['--clean', '--if-exists'] : []),
          `--dbname=${url}`,
          path.join(content, 'database.dump'),
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      );
    }
    for (const folder of [...FILE_FOLDERS, SCANS_FOLDER]) {
      if (await exists(path.join(content, folder))) {
        await cp(path.join(content, folder), path.join(config.dataDir, folder), {
          recursive: true,
          force: true,
        });
      }
    }

    // An archive from an older version: bring its schema up to this one.
    const database = openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
    });
    try {
      await migrateToLatest(database.db, database.kind);
    } finally {
      await database.destroy();
    }
    const migrated = Object.keys(migrations).filter((name) => !manifest.migrations.includes(name));
    return { manifest, migrated };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

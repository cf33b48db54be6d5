import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export const MANIFEST = 'manifest.json';
export const ARCHIVE_PREFIX = 'interdentallab-backup-';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  /** The newest migration applied to the copied database, and every one applied. */
  schemaVersion: string;
  migrations: string[];
  counts: { orders: number; accounts: number; enrolments: number };
  /** PostgreSQL extensions the dump relies on (e.g. pg_trgm) and their schema; created first. */
  extensions?: { name: string; schema: string }[];
  /** SHA-256 of every file of the archive but the manifest, by path inside the archive. */
  files: Record<string, string>;
  /** SHA-256 over the sorted `path:sha256` lines above: one figure to compare. */
  checksum: string;
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) out.push(relative);
  }
  return out.sort();
}

export async function fileChecksums(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const file of await listFiles(dir)) {
    if (file !== MANIFEST) files[file] = await sha256File(path.join(dir, file));
  }
  return files;
}

export function overallChecksum(files: Record<string, string>): string {
  const lines = Object.keys(files)
    .sort()
    .map((file) => `${file}:${files[file]}`);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** `interdentallab-backup-2026-11-24T03-15-53-123Z.tar.gz`: names sort by time. */
export const archiveName = (at: Date) => `${ARCHIVE_PREFIX}${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/**
 * The folders of DATA_DIR a backup copies when images are kept on disk: the public uploads and the
 * cases' files (the photos of their conversations).
 */
export const FILE_FOLDERS = ['uploads', 'case-files'] as const;

/**
 * The cases' scans in DATA_DIR (and in an archive): only completed ones are copied, as the
 * database copy lists them, so the folder is not among FILE_FOLDERS.
 */
export const SCANS_FOLDER = 'scans';

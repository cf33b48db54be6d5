import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackupConfig, S3Config } from '../../config';
import type { S3Client } from '@aws-sdk/client-s3';
import { createS3Client, lazyS3Client, loadS3Sdk, putStream } from '../uploads/storage';
import { ARCHIVE_PREFIX } from './archive';

/** Where archives are kept: a folder, or an S3-compatible bucket under `backups/`. */
export interface BackupStore {
  /** Stores the archive file under `name`; returns where it is (path or s3:// address). */
  put(name: string, file: string): Promise<string>;
  /** Archive names, oldest first. */
  list(): Promise<string[]>;
  delete(name: string): Promise<void>;
}

export function folderStore(dir: string): BackupStore {
  return {
    async put(name, file) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const target = path.join(dir, name);
      await copyFile(file, `${target}.partial`);
      // Renamed only once complete, so a half-written archive never looks like a backup.
      await rename(`${target}.partial`, target);
      return target;
    },
    async list() {
      try {
        return (await readdir(dir))
          .filter((name) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith('.tar.gz'))
          .sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async delete(name) {
      await rm(path.join(dir, name), { force: true });
    },
  };
}

export function s3Store(config: S3Config, client?: S3Client): BackupStore {
  const s3 = lazyS3Client(config, client);
  const key = (name: string) => `backups/${name}`;
  return {
    async put(name, file) {
      // Streamed from the file: with the cases' scans an archive may pass a GB.
      await putStream(await s3(), {
        Bucket: config.bucket,
        Key: key(name),
        Body: createReadStream(file),
        ContentType: 'application/gzip',
      });
      return `s3://${config.bucket}/${key(name)}`;
    },
    async list() {
      const { ListObjectsV2Command } = await loadS3Sdk();
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await (
          await s3()
        ).send(
          new ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: `backups/${ARCHIVE_PREFIX}`,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) names.push(object.Key.slice('backups/'.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
    async delete(name) {
      const { DeleteObjectCommand } = await loadS3Sdk();
      await (await s3()).send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }));
    },
  };
}

/** Downloads `s3://bucket/key` into `file` (restore from a bucket). */
export async function downloadFromS3(config: S3Config, address: string, file: string) {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(address);
  if (!match) throw new Error(`Not an s3:// address: ${address}`);
  const { GetObjectCommand } = await loadS3Sdk();
  const client = await createS3Client({ ...config, bucket: match[1]! });
  const answer = await client.send(new GetObjectCommand({ Bucket: match[1], Key: match[2] }));
  if (!answer.Body) throw new Error(`${address} is empty`);
  await pipeline(answer.Body as Readable, createWriteStream(file));
}

export function createBackupStore(config: BackupConfig): BackupStore {
  return config.s3 ? s3Store(config.s3) : folderStore(config.dir);
}

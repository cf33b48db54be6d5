import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig, S3Config } from '../../config';

/** Where uploaded files live. Keys are flat file names such as `3f2a….webp`. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

export const safeKey = (key: string) => {
  if (!/^[\w.-]+$/.test(key) || key.startsWith('.')) throw new Error(`Unsafe storage key ${key}`);
  return key;
};

export function localStorage(dir: string): FileStorage {
  return {
    async put(key, body) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(path.join(dir, safeKey(key)), body, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(path.join(dir, safeKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(path.join(dir, safeKey(key)), { force: true });
    },
  };
}

/**
 * Any S3-compatible bucket (AWS, MinIO, R2...), under `folder/`. The client is injectable for tests.
 */
export function s3Storage(config: S3Config, client?: S3Sender, folder = 'uploads'): FileStorage {
  const s3 = lazyS3Client(config, client);
  const Key = (key: string) => `${folder}/${safeKey(key)}`;
  return {
    async put(key, body, contentType) {
      const { PutObjectCommand } = await loadS3Sdk();
      await (
        await s3()
      ).send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: Key(key),
          Body: body,
          ContentType: contentType,
          CacheControl: folder === 'uploads' ? 'public, max-age=31536000, immutable' : 'private, no-store',
        }),
      );
    },
    async get(key) {
      const { GetObjectCommand, NoSuchKey } = await loadS3Sdk();
      try {
        const answer = await (
          await s3()
        ).send(new GetObjectCommand({ Bucket: config.bucket, Key: Key(key) }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const { DeleteObjectCommand } = await loadS3Sdk();
      await (await s3()).send(new DeleteObjectCommand({ Bucket: config.bucket, Key: Key(key) }));
    },
  };
}

/** The AWS SDK loads when a bucket is first used, not when the server starts (0.2 s of imports). */
export const loadS3Sdk = () => import('@aws-sdk/client-s3');

export type S3Sender = Pick<S3Client, 'send'>;

/** The given client, or one made on first use. */
export function lazyS3Client(config: S3Config, client?: S3Client): () => Promise<S3Client>;
export function lazyS3Client(config: S3Config, client?: S3Sender): () => Promise<S3Sender>;
export function lazyS3Client(config: S3Config, client?: S3Sender): () => Promise<S3Sender> {
  let made: Promise<S3Sender> | undefined;
  return () => (made ??= client ? Promise.resolve(client) : createS3Client(config));
}

/**
 * Sends a stream of any length (a backup archive, a scan of hundreds of MB) to a bucket without
 * holding it: @aws-sdk/lib-storage reads it 8 MB at a time (two parts in flight) and sends one PUT
 * for a small body, a multipart upload for a larger one, aborted on failure so no half-written
 * object stays. Each request carries a buffer of known length, never the aws-chunked streaming
 * encoding that some S3-compatible stores refuse.
 */
export async function putStream(
  client: S3Client,
  params: { Bucket: string; Key: string; Body: Readable; ContentType: string; CacheControl?: string },
) {
  const { Upload } = await import('@aws-sdk/lib-storage');
  await new Upload({
    client,
    params,
    partSize: 8 * 1024 * 1024,
    queueSize: 2,
    leavePartsOnError: false,
  }).done();
}

export async function createS3Client(config: S3Config): Promise<S3Client> {
  const { S3Client } = await loadS3Sdk();
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
}

/** S3 when S3_BUCKET is set, else `DATA_DIR/uploads`. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'uploads'));
}

/**
 * Files of the lab's cases (the photos of their conversations): apart from the public uploads, so
 * the public file route can never serve them; only the case's routes read them. S3 when S3_BUCKET is
 * set (folder `case-files/`), else `DATA_DIR/case-files`.
 */
export function createCaseFileStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStorage {
  return config.s3
    ? s3Storage(config.s3, undefined, 'case-files')
    : localStorage(path.join(config.dataDir, 'case-files'));
}

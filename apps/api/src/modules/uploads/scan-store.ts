import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { AppConfig, S3Config } from '../../config';
import type { PartFiles } from './part-files';
import { lazyS3Client, loadS3Sdk, putStream, safeKey } from './storage';

type ByteRange = { start: number; end: number };

/**
 * Where completed scans live. An upload's parts always arrive in the local parts folder
 * (DATA_DIR/scans); once the file is complete and checked it is kept here: on the same disk, or
 * in the S3 bucket under `scans/`. Nothing passes through memory whole either way.
 */
export interface ScanStore {
  /** Stores the completed file `key` of the parts folder; throws when the store refused it. */
  keep(key: string, mediaType: string): Promise<void>;
  /** Called once the database says the scan is complete: frees the local copy if it was sent on. */
  kept(key: string): Promise<void>;
  /** The stored scan's bytes, whole or from `start` to `end` inclusive, streamed. */
  stream(key: string, range?: ByteRange): Promise<Readable>;
}

/** Scans stay where their parts arrived. */
export function diskScanStore(parts: PartFiles): ScanStore {
  return {
    keep: async () => undefined,
    kept: async () => undefined,
    stream: async (key, range) => parts.stream(key, range),
  };
}

/**
 * Scans in an S3-compatible bucket under `scans/`, private (`no-store`: never cached on the way,
 * unlike the public images), uploaded from the local file in parts and downloaded as a stream.
 */
export function s3ScanStore(config: S3Config, parts: PartFiles, client?: S3Client): ScanStore {
  const s3 = lazyS3Client(config, client);
  const Key = (key: string) => `scans/${safeKey(key)}`;
  return {
    async keep(key, mediaType) {
      try {
        await putStream(await s3(), {
          Bucket: config.bucket,
          Key: Key(key),
          Body: parts.stream(key),
          ContentType: mediaType,
          CacheControl: 'private, no-store',
        });
      } catch (error) {
        // A PUT whose answer was lost may have stored the object: the scan is not complete, so
        // nothing of it may stay in the bucket (a multipart upload is aborted by lib-storage).
        const { DeleteObjectCommand } = await loadS3Sdk();
        await (
          await s3()
        )
          .send(new DeleteObjectCommand({ Bucket: config.bucket, Key: Key(key) }))
          .catch(() => undefined);
        throw error;
      }
    },
    async kept(key) {
      await parts.delete(key);
    },
    async stream(key, range) {
      // A scan completed before S3_BUCKET was set still lives in the parts folder (a kept scan's
      // local copy is removed): it is served from there, so turning the bucket on loses none.
      if ((await parts.size(key)) !== undefined) return parts.stream(key, range);
      const { GetObjectCommand } = await loadS3Sdk();
      const answer = await (
        await s3()
      ).send(
        new GetObjectCommand({
          Bucket: config.bucket,
          Key: Key(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!answer.Body) throw new Error(`The bucket gave no body for ${Key(key)}`);
      return answer.Body as Readable;
    },
  };
}

/** S3 when S3_BUCKET is set (as for images and case photos), else the local parts folder. */
export function createScanStore(config: Pick<AppConfig, 's3'>, parts: PartFiles): ScanStore {
  return config.s3 ? s3ScanStore(config.s3, parts) : diskScanStore(parts);
}

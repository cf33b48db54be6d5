import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3Storage } from '../src/modules/uploads/storage';

/**
 * The S3 adapter without a network: a stand-in client records the SDK command objects the
 * adapter sends and answers like a bucket would. (No S3-compatible server runs on this machine.)
 */
function fakeBucket() {
  const objects = new Map<string, Buffer>();
  const sent: object[] = [];
  const client = {
    async send(command: { input: { Key: string; Body?: Buffer } }) {
      sent.push(command);
      if (command instanceof PutObjectCommand) objects.set(command.input.Key, command.input.Body as Buffer);
      if (command instanceof GetObjectCommand) {
        const body = objects.get(command.input.Key);
        if (!body) throw Object.assign(new Error('missing'), { name: 'NoSuchKey' });
        return { Body: { transformToByteArray: async () => new Uint8Array(body) } };
      }
      return {};
    },
  } as unknown as Pick<S3Client, 'send'>;
  return { client, sent, objects };
}

describe('S3 storage adapter', () => {
  const config = {
    bucket: 'shop-images',
    region: 'eu-west-1',
    endpoint: undefined,
    accessKeyId: undefined,
    secretAccessKey: undefined,
    forcePathStyle: true,
  };

  it('puts files under uploads/ with type and long-lived cache headers, and reads them back', async () => {
    const bucket = fakeBucket();
    const storage = s3Storage(config, bucket.client);
    await storage.put('abc.webp', Buffer.from('image bytes'), 'image/webp');
    const put = bucket.sent[0] as PutObjectCommand;
    expect(put).toBeInstanceOf(PutObjectCommand);
    expect(put.input).toMatchObject({
      Bucket: 'shop-images',
      Key: 'uploads/abc.webp',
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect((await storage.get('abc.webp'))?.toString()).toBe('image bytes');
    expect(await storage.get('missing.webp')).toBeUndefined();
  });

  it('refuses keys that could leave the uploads folder', async () => {
    const storage = s3Storage(config, fakeBucket().client);
    await expect(storage.put('../secret', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
  });
});

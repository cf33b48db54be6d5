import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_DECODE_CONCURRENCY, imageDecodes, storeImage } from '../src/modules/uploads/images';
import { createStorage } from '../src/modules/uploads/storage';

/**
 * Twelve large uploads at once once took the server to 1.1 GB: decoding is queued so that at most
 * IMAGE_DECODE_CONCURRENCY images are in memory at a time, and every upload still gets stored.
 */
describe('image decoding under a burst of uploads', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'idl-decodes-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(`decodes at most ${IMAGE_DECODE_CONCURRENCY} at a time and stores all twelve`, async () => {
    const storage = createStorage({ dataDir, s3: undefined });
    // Noise does not compress: each image takes a while to decode and encode.
    const noise = Buffer.alloc(1200 * 1200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 3 } })
      .png()
      .toBuffer();

    let most = 0;
    let mostWaiting = 0;
    const sampler = setInterval(() => {
      const now = imageDecodes();
      most = Math.max(most, now.active);
      mostWaiting = Math.max(mostWaiting, now.waiting);
    }, 1);
    try {
      const stored = await Promise.all(
        Array.from({ length: 12 }, () => storeImage(storage, png, 40_000_000)),
      );
      expect(new Set(stored.map((image) => image.imageUrl)).size).toBe(12);
    } finally {
      clearInterval(sampler);
    }
    // The burst really queued (the sampler saw it), and never more than the cap ran at once.
    expect(mostWaiting).toBeGreaterThan(0);
    expect(most).toBe(IMAGE_DECODE_CONCURRENCY);
    expect(imageDecodes()).toEqual({ active: 0, waiting: 0 });
  });
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixtures } from './catalog-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const UPLOAD = '/interdentallab/api/uploads';

/** A multipart body with one file part, as a browser's FormData would send it. */
function multipart(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----idl${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });

describe('image uploads', () => {
  let t: TestApp;
  let admin: string;
  const storedFiles = () => {
    try {
      return readdirSync(path.join(t.config.dataDir, 'uploads'));
    } catch {
      return [];
    }
  };
  const upload = (filename: string, content: Buffer, authorization = admin) => {
    const body = multipart(filename, content);
    return t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: body.payload,
      headers: { ...body.headers, authorization },
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: String(2 * 1024 * 1024), UPLOAD_MAX_PIXELS: '4000000' });
    admin = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
  });
  afterAll(() => t.close());

  const formats: [string, () => Promise<Buffer>][] = [
    ['photo.jpg', () => picture(1200, 900).jpeg().toBuffer()],
    ['photo.png', () => picture(1200, 900).png().toBuffer()],
    ['photo.webp', () => picture(1200, 900).webp().toBuffer()],
    ['photo.avif', () => picture(1200, 900).avif().toBuffer()],
    ['photo.gif', () => picture(1200, 900).gif().toBuffer()],
  ];
  for (const [name, make] of formats) {
    it(`accepts ${name} and serves it with 320 px and 800 px versions`, async () => {
      const res = await upload(name, await make());
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ width: 1200, height: 900 });
      for (const [url, width] of [
        [body.imageUrl, 1200],
        [body.mediumUrl, 800],
        [body.thumbnailUrl, 320],
      ] as const) {
        const file = await t.app.inject({ method: 'GET', url });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toContain('max-age=31536000');
        expect((await sharp(file.rawPayload).metadata()).width).toBe(width);
      }
    });
  }

  it("gives a shop product's uploaded image 320 px and 800 px WebP versions for a srcset", async () => {
    const stored = (await upload('big.jpg', await picture(1600, 1200).jpeg().toBuffer())).json();
    const fx = catalogFixtures(t, admin);
    const created = await fx.product({
      name: 'Water flosser',
      categoryId: await fx.category('Irrigators'),
      brandId: await fx.brand('Waterpik'),
      images: [{ imageUrl: stored.imageUrl, altText: 'Water flosser, front' }],
    });
    const res = await t.app.inject({ method: 'GET', url: `/interdentallab/api/products/${created.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const [image] = res.json().data.imageUrls;
    expect(image).toEqual({
      imageUrl: stored.imageUrl,
      altText: 'Water flosser, front',
      thumbnailUrl: stored.thumbnailUrl,
      mediumUrl: stored.mediumUrl,
    });
    for (const [url, width] of [
      [image.imageUrl, 1600],
      [image.mediumUrl, 800],
      [image.thumbnailUrl, 320],
    ] as const) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
    }
  });

  it('decides by content, not by name: a photo named .txt is accepted', async () => {
    const res = await upload('notes.txt', await picture(50, 40).png().toBuffer());
    expect(res.statusCode).toBe(201);
  });

  const refusals: [string, () => Promise<Buffer>, number, RegExp][] = [
    [
      'a text file renamed .png',
      async () => Buffer.from('hello, I am not a picture'.repeat(20)),
      415,
      /not an image/,
    ],
    [
      'a truncated JPEG',
      async () => (await picture(800, 600).jpeg().toBuffer()).subarray(0, 3000),
      400,
      /damaged or incomplete/,
    ],
    [
      'a truncated PNG',
      async () => (await picture(800, 600).png().toBuffer()).subarray(0, 200),
      400,
      /damaged|not an image/,
    ],
    ['an oversized file', async () => Buffer.alloc(3 * 1024 * 1024, 1), 413, /at most 2 MB/],
    // 3000 x 3000 of one colour: a small file that would decode to 9 megapixels (limit here: 4).
    [
      'a decompression bomb',
      () => picture(3000, 3000).png({ compressionLevel: 9 }).toBuffer(),
      413,
      /megapixels/,
    ],
  ];
  for (const [what, make, status, message] of refusals) {
    it(`refuses ${what} and stores nothing`, async () => {
      const before = storedFiles().length;
      const res = await upload(what.includes('renamed') ? 'logo.png' : 'x.png', await make());
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(res.json().details[0].field).toBe('file');
      expect(storedFiles()).toHaveLength(before);
    });
  }

  it('needs an administrator and a file', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const patient = (await createUserWithToken(t)).authorization;
    expect((await upload('a.png', png, patient)).statusCode).toBe(403);
    const anonymous = multipart('a.png', png);
    expect((await t.app.inject({ method: 'POST', url: UPLOAD, ...anonymous })).statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { authorization: admin },
      payload: {},
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 404 for an unknown file and 400 for a path outside the uploads', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/interdentallab/uploads/${'f'.repeat(32)}.webp`,
    });
    expect(missing.statusCode).toBe(404);
    const escape = await t.app.inject({ method: 'GET', url: '/interdentallab/uploads/..%2Fshop.db' });
    expect(escape.statusCode).toBe(400);
  });
});

import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compressText,
  compressingStream,
  acceptedEncoding,
  keptPages,
} from '../src/modules/seo/page-compression';

describe('compressed pages', () => {
  it('prefers brotli, then gzip, and honours a refusal (q=0)', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it('compresses a page so the browser gets it back exactly', () => {
    const page = `<!doctype html><p>${'Floss, $4.99 &amp; more. '.repeat(500)}</p>`;
    const br = compressText(page, 'br');
    const gzip = compressText(page, 'gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(page);
    expect(gunzipSync(gzip).toString('utf8')).toBe(page);
    expect(br.length).toBeLessThan(page.length / 10);
  });

  it('sends each part written to the stream at once (the head before the render ends)', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const stream = compressingStream(encoding);
      const received: Buffer[] = [];
      const decompress = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      // Not yet a whole stream, but the head can be read from what arrived.
      const arrived = () =>
        decompress(Buffer.concat(received), {
          finishFlush: encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH,
        }).toString('utf8');
      const head = '<!doctype html><head><title>Shop</title></head><body>';
      // Compression runs on libuv's threads: wait for the head to arrive (a fixed 20 ms was too
      // short beside a CPU burner), while the stream is still open. A stream that held the head
      // back until the end would never send it, and the wait fails.
      const headArrived = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${encoding}: the head did not arrive in 5 s`)),
          5000,
        );
        let waiting = true;
        stream.on('data', (chunk: Buffer) => {
          received.push(chunk);
          if (!waiting) return;
          let text = '';
          try {
            text = arrived();
          } catch {
            return; // a part that cannot be read yet
          }
          if (text.length >= head.length) {
            waiting = false;
            clearTimeout(timer);
            resolve(text);
          }
        });
      });
      stream.write(head);
      expect(await headArrived, encoding).toBe(head);
      stream.end('<div id="root"></div></body>');
      await new Promise((resolve) => stream.on('end', resolve));
      expect(decompress(Buffer.concat(received)).toString('utf8')).toBe(
        '<!doctype html><head><title>Shop</title></head><body><div id="root"></div></body>',
      );
    }
  });

  it('keeps finished pages for one catalogue version, the newest, and at most maxEntries', () => {
    const kept = keptPages<string>({ maxEntries: 2 });
    expect(kept.get('br /shop', 1)).toBeUndefined();
    kept.keep('br /shop', 1, 'shop v1');
    expect(kept.get('br /shop', 1)).toBe('shop v1');
    // Another version: not what is kept.
    expect(kept.get('br /shop', 2)).toBeUndefined();
    kept.keep('br /shop', 2, 'shop v2');
    expect(kept.get('br /shop', 2)).toBe('shop v2');
    expect(kept.get('br /shop', 1)).toBeUndefined();
    // An older version than held (another instance behind): not kept, the newer stays.
    kept.keep('br /shop', 1, 'shop v1 again');
    expect(kept.get('br /shop', 2)).toBe('shop v2');
    // At most maxEntries pages: the oldest goes.
    kept.keep('br /a', 2, 'a');
    kept.keep('br /b', 2, 'b');
    expect(kept.get('br /shop', 2)).toBeUndefined();
    expect(kept.get('br /a', 2)).toBe('a');
    expect(kept.get('br /b', 2)).toBe('b');
  });
});

import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { Transform } from 'node:stream';

/** How a page or stylesheet is compressed for a browser that accepts it. */
export type TextEncoding = 'br' | 'gzip';

/** The encoding to send a page or stylesheet in: brotli, else gzip, else none (an encoding with `q=0` is refused). */
export function acceptedEncoding(acceptEncoding: string | string[] | undefined): TextEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

// Brotli 5 and gzip 6: most of the saving at about a millisecond for a 100 KB page.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

export function compressText(body: string, encoding: TextEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/** A compressing stream that sends each part as soon as it is written (the head before the render). */
export function compressingStream(encoding: TextEncoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
        flush: constants.BROTLI_OPERATION_FLUSH,
      })
    : createGzip({ level: GZIP_LEVEL, flush: constants.Z_SYNC_FLUSH });
}

/**
 * Finished pages as sent (status and bytes, compressed or not), by encoding and address, for one
 * catalogue version at a time: a page answered from the render cache is put together and
 * compressed once, then sent as it is, without looking anything else up.
 */
export function keptPages<T>({ maxEntries = 300 }: { maxEntries?: number } = {}) {
  let heldVersion = -1;
  const pages = new Map<string, T>();
  return {
    get(key: string, version: number): T | undefined {
      return version === heldVersion ? pages.get(key) : undefined;
    },
    keep(key: string, version: number, page: T) {
      if (version < heldVersion) return; // an older catalogue than held (another instance behind)
      if (version > heldVersion) {
        pages.clear();
        heldVersion = version;
      }
      pages.set(key, page);
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    },
  };
}

import { randomBytes } from 'node:crypto';
import pLimit from 'p-limit';
import type { Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from './storage';

/** Formats recognised by decoding the bytes (sharp names AVIF `heif` with AV1 compression). */
/** sharp (libvips) loads on the first upload, not when the server starts. */
const loadSharp = async () => (await import('sharp')).default;

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);
export const PUBLIC_UPLOAD_PREFIX = '/interdentallab/uploads';
export const sizes = { thumbnail: 320, medium: 800 } as const;

const storedOriginal = new RegExp(`^(${PUBLIC_UPLOAD_PREFIX}/[0-9a-f]{32})\\.webp$`);

/**
 * The smaller versions stored beside one of our uploads (`x.webp` -> `x-320.webp`, `x-800.webp`),
 * so a client can offer the browser a srcset; null for any other address (an external or legacy URL).
 */
export function imageVariantsOf(imageUrl: string | null | undefined): {
  thumbnailUrl: string | null;
  mediumUrl: string | null;
} {
  const match = imageUrl ? storedOriginal.exec(imageUrl) : null;
  return match
    ? { thumbnailUrl: `${match[1]}-${sizes.thumbnail}.webp`, mediumUrl: `${match[1]}-${sizes.medium}.webp` }
    : { thumbnailUrl: null, mediumUrl: null };
}

export interface StoredImage {
  imageUrl: string;
  thumbnailUrl: string;
  mediumUrl: string;
  width: number;
  height: number;
}

const fileError = (
  status: number,
  code: 'VALIDATION_ERROR' | 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE',
  message: string,
) => new AppError(status, code, message, [{ field: 'file', message }]);

async function detectFormat(input: Buffer, maxPixels: number) {
  let metadata: Metadata;
  try {
    const sharp = await loadSharp();
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw fileError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'This file is not an image. Use JPEG, PNG, WebP, AVIF or GIF.',
    );
  }
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  if (!acceptedFormats.has(format)) {
    throw fileError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'This image format is not accepted. Use JPEG, PNG, WebP, AVIF or GIF.',
    );
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > maxPixels) {
    throw fileError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The image is too large: at most ${Math.floor(maxPixels / 1_000_000)} megapixels.`,
    );
  }
  return format;
}

/**
 * Decoding costs CPU and memory in proportion to the pixels: a few large uploads at once could
 * exhaust the server, so each process decodes at most this many images at a time; the rest wait.
 */
export const IMAGE_DECODE_CONCURRENCY = 2;
const decoding = pLimit(IMAGE_DECODE_CONCURRENCY);
/** Images being decoded right now, and those waiting for a turn (for tests and metrics). */
export const imageDecodes = () => ({ active: decoding.activeCount, waiting: decoding.pendingCount });

async function encodeVariants(input: Buffer, maxPixels: number) {
  await detectFormat(input, maxPixels);
  const sharp = await loadSharp();
  const decoder = () => sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
  try {
    const original = await decoder().webp({ quality: 88 }).toBuffer({ resolveWithObject: true });
    // An image no wider than the medium size is its own medium version.
    const [medium, thumbnail] = await Promise.all([
      original.info.width <= sizes.medium
        ? original.data
        : decoder().resize({ width: sizes.medium }).webp({ quality: 82 }).toBuffer(),
      decoder().resize({ width: sizes.thumbnail, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { original, medium, thumbnail };
  } catch {
    throw fileError(
      400,
      'VALIDATION_ERROR',
      'The image is damaged or incomplete. Please choose another file.',
    );
  }
}

/**
 * Decodes the upload (refusing anything that is not a whole image of an accepted format, or has
 * too many pixels), re-encodes it as WebP without metadata, plus 800 px and 320 px versions, and
 * stores the three only when all of them succeeded.
 */
export async function storeImage(
  storage: FileStorage,
  input: Buffer,
  maxPixels: number,
): Promise<StoredImage> {
  const { id, width, height } = await storeImageFiles(storage, input, maxPixels);
  return {
    imageUrl: `${PUBLIC_UPLOAD_PREFIX}/${id}.webp`,
    mediumUrl: `${PUBLIC_UPLOAD_PREFIX}/${id}-${sizes.medium}.webp`,
    thumbnailUrl: `${PUBLIC_UPLOAD_PREFIX}/${id}-${sizes.thumbnail}.webp`,
    width,
    height,
  };
}

/** The storage key of an image stored by `storeImageFiles`, at a size. */
export function imageFileKey(id: string, size: keyof typeof sizes | 'original'): string {
  return size === 'original' ? `${id}.webp` : `${id}-${sizes[size]}.webp`;
}

/**
 * `storeImage` without the public addresses: for files served by a route of their own (a case's
 * photos), which names them by `id` (`imageFileKey`).
 */
export async function storeImageFiles(
  storage: FileStorage,
  input: Buffer,
  maxPixels: number,
): Promise<{ id: string; width: number; height: number }> {
  const { original, medium, thumbnail } = await decoding(() => encodeVariants(input, maxPixels));
  const id = randomBytes(16).toString('hex');
  const keys = {
    original: imageFileKey(id, 'original'),
    medium: imageFileKey(id, 'medium'),
    thumbnail: imageFileKey(id, 'thumbnail'),
  };
  try {
    await storage.put(keys.original, original.data, 'image/webp');
    await storage.put(keys.medium, medium, 'image/webp');
    await storage.put(keys.thumbnail, thumbnail, 'image/webp');
  } catch (error) {
    await Promise.allSettled(Object.values(keys).map((key) => storage.delete(key)));
    throw error;
  }
  return { id, width: original.info.width, height: original.info.height };
}

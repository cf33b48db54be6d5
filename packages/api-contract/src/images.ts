import { z } from 'zod';

const thumbnailUrl = z.string().nullable().describe('320 px wide WebP version of imageUrl, if stored');
const mediumUrl = z
  .string()
  .nullable()
  .describe('800 px wide WebP version of imageUrl (the original when it is narrower), if stored');

/**
 * The smaller WebP versions stored beside one of our uploaded images, so a client can build a
 * srcset. Both are null for an external or legacy address that has no stored versions. The server
 * always sends them; they are optional so that a client still reads an answer from an older server
 * (or one cached before they existed).
 */
export const imageVariantFields = { thumbnailUrl: thumbnailUrl.optional(), mediumUrl: mediumUrl.optional() };

/** A product image's fields: `thumbnailUrl` was there from the start, `mediumUrl` came later. */
export const productImageVariantFields = { thumbnailUrl, mediumUrl: mediumUrl.optional() };

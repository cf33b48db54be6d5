import { z } from 'zod';

/**
 * The smaller WebP versions stored beside one of our uploaded images, so a client can build a
 * srcset. Both are null for an external or legacy address that has no stored versions.
 */
export const imageVariantFields = {
  thumbnailUrl: z.string().nullable().describe('320 px wide WebP version of imageUrl, if stored'),
  mediumUrl: z
    .string()
    .nullable()
    .describe('800 px wide WebP version of imageUrl (the original when it is narrower), if stored'),
};

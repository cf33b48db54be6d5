import { z } from 'zod';
import { API_PREFIX } from './paths';

export const uploadPaths = {
  upload: `${API_PREFIX}/api/uploads`,
  /** Stored files, served with long-lived cache headers. */
  file: `${API_PREFIX}/uploads/{key}`,
} as const;

export const uploadResponseSchema = z
  .object({
    imageUrl: z.string(),
    thumbnailUrl: z.string().describe('320 px wide version'),
    mediumUrl: z.string().describe('800 px wide version'),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'Upload' });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

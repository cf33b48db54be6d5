import { z } from 'zod';
import { endpoint } from '../endpoint';
import { uploadPaths, uploadResponseSchema } from '../uploads';

/** Image uploads (admin) and the stored files. */
export const uploadsEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: uploadPaths.upload,
    status: 201,
    multipart: true,
    response: uploadResponseSchema,
  }),
  file: endpoint({
    method: 'GET',
    path: uploadPaths.file,
    params: z.object({ key: z.string().regex(/^[0-9a-f]{32}(-\d+)?\.webp$/, 'Unknown file') }),
    response: z.any().describe('WebP image'),
    file: 'image/webp',
  }),
};

import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireAdmin } from '../../plugins/auth';
import { imageRequired, readImageUpload, registerImageMultipart } from './image-upload';
import { storeImage } from './images';
import { createStorage } from './storage';
import { route } from '../../lib/route';

/** Image uploads (admin) and serving the stored files with long-lived cache headers. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploadMaxBytes, uploadMaxPixels } = app.config;
  const storage = createStorage(app.config);
  await registerImageMultipart(app);

  route(
    app,
    endpoints.uploads.upload,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (JPEG, PNG, WebP, AVIF or GIF; at most 10 MB and 40 megapixels)',
        response: {
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { image } = await readImageUpload(request, uploadMaxBytes);
      if (!image) throw imageRequired();
      return reply.status(201).send(await storeImage(storage, image, uploadMaxPixels));
    },
  );

  route(
    app,
    endpoints.uploads.file,
    {
      schema: {
        tags: ['uploads'],
        summary: 'A stored image (immutable: cached for a year)',
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const body = await storage.get(request.params.key);
      if (!body) throw new AppError(404, 'NOT_FOUND', 'This image does not exist');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/webp')
        .send(body);
    },
  );
};

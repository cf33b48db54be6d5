import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { route } from '../../lib/route';
import { readImageUpload, registerImageMultipart } from '../uploads/image-upload';
import { createCaseFileStorage } from '../uploads/storage';
import { casePhotosService } from './case-photos.service';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorSchema, 403: errorSchema };
const uploadAnswers = {
  400: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  415: errorSchema,
};
/** Only the case's office and the lab see these: no shared cache keeps a copy. */
const PRIVATE = 'private, no-store';

function photos(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const { uploadMaxPixels, claimPhotoMaxPixels } = app.config;
  return casePhotosService(
    app.deps,
    createCaseFileStorage(app.config),
    Math.min(uploadMaxPixels, claimPhotoMaxPixels),
  );
}

/**
 * The office's photos for its cases' conversations; registered inside the office's case routes (their
 * sign-in check applies), in a scope of its own so only the upload parses multipart.
 */
export const officeCasePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = photos(app);
  const tags = ['cases'];
  await registerImageMultipart(app);

  route(
    app,
    endpoints.cases.addMyCasePhoto,
    {
      schema: {
        tags,
        security,
        summary: 'Add a photo for the next message about one of the office’s cases (one image file)',
        description:
          'JPEG, PNG, WebP, AVIF or GIF, re-encoded as WebP without metadata. Send it with POST …/messages (photoIds). At most 12 photos waiting to be sent (409).',
        response: { ...uploadAnswers, ...denied },
      },
    },
    async (request, reply) => {
      const added = await service.addMine(
        currentUser(request),
        request.params.caseId,
        async () => (await readImageUpload(request, app.config.uploadMaxBytes)).image,
      );
      return reply.status(201).send(added);
    },
  );

  route(
    app,
    endpoints.cases.myCasePhoto,
    {
      schema: {
        tags,
        security,
        summary: 'A photo of the conversation of one of the office’s cases',
        response: { 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { caseId, photoId } = request.params;
      const bytes = await service.mine(currentUser(request), caseId, photoId, request.query.size);
      return reply.header('cache-control', PRIVATE).type('image/webp').send(bytes);
    },
  );
};

/** The lab's photos for a case's conversation; registered inside the administrators' case routes. */
export const labCasePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = photos(app);
  const tags = ['admin', 'cases'];
  await registerImageMultipart(app);

  route(
    app,
    endpoints.cases.addAdminCasePhoto,
    {
      schema: {
        tags,
        security,
        summary: 'Add a photo for the lab’s next message about a case (one image file)',
        response: { ...uploadAnswers, ...denied },
      },
    },
    async (request, reply) => {
      const added = await service.add(
        currentUser(request),
        request.params.caseId,
        async () => (await readImageUpload(request, app.config.uploadMaxBytes)).image,
      );
      return reply.status(201).send(added);
    },
  );

  route(
    app,
    endpoints.cases.adminCasePhoto,
    {
      schema: {
        tags,
        security,
        summary: 'A photo of a case’s conversation',
        response: { 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { caseId, photoId } = request.params;
      const bytes = await service.file(currentUser(request), caseId, photoId, request.query.size);
      return reply.header('cache-control', PRIVATE).type('image/webp').send(bytes);
    },
  );
};

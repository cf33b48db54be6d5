import multipart from '@fastify/multipart';
import {
  claimPhotoSchema,
  enrollmentLookupRequestSchema,
  errorSchema,
  warrantyPaths,
} from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/app-error';
import { attemptLimit } from '../../plugins/rate-limit';
import { storeImage } from '../uploads/images';
import { createStorage } from '../uploads/storage';
import { enrollmentsService } from './enrollments.service';

const fileRequired = () =>
  badRequest('Choose an image to upload', [{ field: 'file', message: 'An image file is required' }]);

/**
 * A patient attaches a photo to a coming claim: the reference number and e-mail must match an
 * enrolment (as for the look-up) before anything is stored. Same limits as the admin upload.
 * Its own scope, so only this route parses multipart bodies.
 */
export const claimPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploadMaxBytes, uploadMaxPixels } = app.config;
  const storage = createStorage(app.config);
  const enrollments = enrollmentsService(app);
  await app.register(multipart, { limits: { fileSize: uploadMaxBytes, files: 1, fields: 5, parts: 6 } });
  const tooLarge = () =>
    new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The file is too large: at most ${Math.floor(uploadMaxBytes / 1024 / 1024)} MB.`,
      [{ field: 'file', message: 'The file is too large' }],
    );

  app.post(
    warrantyPaths.claimPhotos,
    {
      preHandler: attemptLimit(app, 'claim-photo'),
      schema: {
        tags: ['warranty'],
        summary:
          'Upload a photo for a claim (fields reference and email must match a patient enrolment, plus one image file)',
        consumes: ['multipart/form-data'],
        response: {
          201: claimPhotoSchema,
          400: errorSchema,
          404: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest('Send the photo as multipart/form-data', [
          { field: 'file', message: 'An image file is required' },
        ]);
      // Fields may come before or after the file, so the whole body is read before deciding.
      const fields: Record<string, string> = {};
      let buffer: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || buffer) {
              await part.toBuffer();
              continue;
            }
            buffer = await part.toBuffer();
            if (part.file.truncated) throw tooLarge();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        if (error instanceof AppError) throw error;
        throw badRequest('The upload could not be read. Please choose the photo again.', [
          { field: 'file', message: 'The upload could not be read' },
        ]);
      }
      const who = enrollmentLookupRequestSchema.safeParse({
        reference: fields.reference,
        email: fields.email,
      });
      if (!who.success)
        throw badRequest(
          'Enter the reference number and e-mail of the enrolment before adding photos',
          who.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? 'reference'),
            message: issue.message,
          })),
        );
      await enrollments.findPatientEnrollment(who.data.reference, who.data.email);
      if (!buffer || buffer.length === 0) throw fileRequired();
      const stored = await storeImage(storage, buffer, uploadMaxPixels);
      return reply.status(201).send({ imageUrl: stored.imageUrl, thumbnailUrl: stored.thumbnailUrl });
    },
  );
};

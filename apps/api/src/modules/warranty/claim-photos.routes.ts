import { endpoints, enrollmentLookupRequestSchema, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { requestLimit } from '../../plugins/rate-limit';
import { imageRequired, readImageUpload, registerImageMultipart } from '../uploads/image-upload';
import { storeImage } from '../uploads/images';
import { createStorage } from '../uploads/storage';
import { enrollmentsService } from './enrollments.service';
import { route } from '../../lib/route';

/**
 * A patient attaches a photo to a coming claim: the reference number and e-mail must match an
 * enrolment (as for the look-up) before anything is stored. The admin upload's byte limit, a lower
 * pixel limit (CLAIM_PHOTO_MAX_PIXELS), and limits per IP and per e-mail.
 * Its own scope, so only this route parses multipart bodies.
 */
export const claimPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploadMaxBytes, uploadMaxPixels, claimPhotoMaxPixels } = app.config;
  const maxPixels = Math.min(uploadMaxPixels, claimPhotoMaxPixels);
  const storage = createStorage(app.config);
  const enrollments = enrollmentsService(app.deps);
  await registerImageMultipart(app);
  // Up to six photos a claim: more room than the other forms, counted once the body names its e-mail.
  const form = app.config.formRateLimit;
  const limit = requestLimit(app, 'claim-photo', {
    perIp: form.perIp * 3,
    perTarget: form.perTarget * 6,
    windowSeconds: form.windowSeconds,
  });

  route(
    app,
    endpoints.warranty.claimPhoto,
    {
      schema: {
        tags: ['warranty'],
        summary:
          'Upload a photo for a claim (fields reference and email must match a patient enrolment, plus one image file)',
        response: {
          400: errorSchema,
          404: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { image, fields } = await readImageUpload(request, uploadMaxBytes);
      // After the body is read, so the per-e-mail limit sees the e-mail.
      await limit.check(request, reply, typeof fields.email === 'string' ? fields.email : undefined);
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
      if (!image) throw imageRequired();
      const stored = await storeImage(storage, image, maxPixels);
      return reply.status(201).send({ imageUrl: stored.imageUrl, thumbnailUrl: stored.thumbnailUrl });
    },
  );
};

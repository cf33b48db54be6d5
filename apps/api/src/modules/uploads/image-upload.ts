import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';

/**
 * Multipart bodies carrying one image (the admin upload, a claim photo): registered in the route's
 * own scope, so only those routes parse multipart, with the upload size limit of the config.
 */
export async function registerImageMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
  });
}

const fileError = (message: string) => [{ field: 'file', message }];

export const imageRequired = () =>
  badRequest('Choose an image to upload', fileError('An image file is required'));

/**
 * Reads a multipart body whole: the image sent as `file` (undefined when there is none) and the
 * text fields, which may come before or after it. Answers 413 for a file over `maxBytes` and 400
 * for a body that is not multipart or cannot be read.
 */
export async function readImageUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ image: Buffer | undefined; fields: Record<string, string> }> {
  const tooLarge = () =>
    new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The file is too large: at most ${Math.floor(maxBytes / 1024 / 1024)} MB.`,
      fileError('The file is too large'),
    );
  if (!request.isMultipart())
    throw badRequest('Send the image as multipart/form-data', fileError('An image file is required'));
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname === 'file' && !image) image = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (error instanceof AppError) throw error;
    throw badRequest(
      'The upload could not be read. Please choose the file again.',
      fileError('The upload could not be read'),
    );
  }
  return { image: image && image.length > 0 ? image : undefined, fields };
}

import { endpoints, errorSchema, SCAN_PART_MEDIA_TYPE, UPLOAD_OFFSET_HEADER } from '@idl/api-contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../lib/route';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth';
import { scheduleScanUploadExpiry } from './scan-upload-expiry';
import { scansService } from './scans.service';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorSchema, 403: errorSchema };
const partial = z.any().describe('The byte range asked for (Range: bytes=start-end)');

type Download = Awaited<ReturnType<ReturnType<typeof scansService>['download']>>;

/** A scan's file, streamed: whole (200) or the one range asked for (206). */
function sendScan(reply: FastifyReply, file: Download) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply
    .header('content-type', file.mediaType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store');
  if (file.range) {
    const { start, end } = file.range;
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${file.size}`)
      .header('content-length', end - start + 1);
  } else reply.header('content-length', file.size);
  return reply.send(file.body);
}

/** The office uploads the scans of its cases in parts, lists them and downloads them. */
export const scansRoutes: FastifyPluginAsyncZod = async (app) => {
  const scans = scansService(app.deps);
  const tags = ['cases'];
  // Uploads never finished are removed after SCAN_UPLOAD_EXPIRY_HOURS.
  let stopExpiry = () => {};
  app.addHook('onReady', async () => {
    stopExpiry = scheduleScanUploadExpiry(app.deps);
  });
  app.addHook('onClose', async () => stopExpiry());
  app.addHook('preHandler', requireUser);
  // A part's bytes are not parsed: the handler streams them from the request to the file.
  app.addContentTypeParser(SCAN_PART_MEDIA_TYPE, (_request, _payload, done) => done(null, undefined));

  route(
    app,
    endpoints.scans.startScanUpload,
    {
      schema: {
        tags,
        security,
        summary: 'Start the upload of an intraoral scan (STL, PLY or OBJ) to one of the office’s cases',
        description:
          'Name the file and give its size in bytes (at most 500 MB). The answer’s id names the upload; send the bytes in parts with PATCH, each at the offset the server has.',
        response: { 400: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const upload = await scans.start(currentUser(request), request.params.caseId, request.body);
      return reply.status(201).header(UPLOAD_OFFSET_HEADER, upload.offset).send(upload);
    },
  );

  route(
    app,
    endpoints.scans.scanUpload,
    {
      schema: {
        tags,
        security,
        summary: 'How many bytes of an upload the server has: resume from that offset',
        response: { 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { caseId, uploadId } = request.params;
      const upload = await scans.upload(currentUser(request), caseId, uploadId);
      return reply
        .header(UPLOAD_OFFSET_HEADER, upload.offset)
        .header('cache-control', 'no-store')
        .send(upload);
    },
  );

  route(
    app,
    endpoints.scans.sendScanPart,
    {
      schema: {
        tags,
        security,
        summary: 'Send the next part of a scan: its bytes, from the offset the server has',
        description: `Body: the raw bytes (Content-Type ${SCAN_PART_MEDIA_TYPE}, with Content-Length); Upload-Offset says where they start. A part at another offset is 409 and changes nothing. A part cut off keeps the bytes that arrived. The last part completes the upload: the content must be STL (binary or ASCII), PLY or OBJ as the file’s name says, or the file is removed (415). With S3_BUCKET set the completed scan goes to the bucket; when the bucket refuses it the answer is 503 and the bytes stay on the server: an empty part at the last offset stores it again.`,
        response: {
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
          503: errorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const { caseId, uploadId } = request.params;
      const length = request.headers['content-length'];
      const result = await scans.receivePart(currentUser(request), caseId, uploadId, {
        offset: Number(request.headers[UPLOAD_OFFSET_HEADER]),
        length: length === undefined ? undefined : Number(length),
        body: request.raw,
      });
      return reply.header(UPLOAD_OFFSET_HEADER, result.offset).send(result);
    },
  );

  route(
    app,
    endpoints.scans.cancelScanUpload,
    {
      schema: {
        tags,
        security,
        summary: 'Cancel an upload under way: its bytes are removed (a completed scan stays: 409)',
        response: { 400: errorSchema, 404: errorSchema, 409: errorSchema, ...denied },
      },
    },
    async (request) => {
      const { caseId, uploadId } = request.params;
      return scans.cancel(currentUser(request), caseId, uploadId);
    },
  );

  route(
    app,
    endpoints.scans.caseScans,
    {
      schema: {
        tags,
        security,
        summary: 'The scans of one of the office’s cases (another office’s case: 404)',
        response: { 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => scans.list({ user: currentUser(request), asLab: false }, request.params.caseId),
  );

  route(
    app,
    endpoints.scans.scanFile,
    {
      schema: {
        tags,
        security,
        summary: 'Download a scan of one of the office’s cases (Range requests answered with 206)',
        response: { 206: partial, 400: errorSchema, 404: errorSchema, 503: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { caseId, scanId } = request.params;
      const user = currentUser(request);
      return sendScan(
        reply,
        await scans.download({ user, asLab: false }, caseId, scanId, request.headers.range),
      );
    },
  );
};

/** The lab lists and downloads the scans of every case. */
export const scansAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const scans = scansService(app.deps);
  const tags = ['admin', 'cases'];
  app.addHook('preHandler', requireAdmin);

  route(
    app,
    endpoints.scans.adminCaseScans,
    {
      schema: {
        tags,
        security,
        summary: 'The scans of a case',
        response: { 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => scans.list({ user: currentUser(request), asLab: true }, request.params.caseId),
  );

  route(
    app,
    endpoints.scans.adminScanFile,
    {
      schema: {
        tags,
        security,
        summary: 'Download a scan of a case (Range requests answered with 206)',
        response: { 206: partial, 400: errorSchema, 404: errorSchema, 503: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { caseId, scanId } = request.params;
      const user = currentUser(request);
      return sendScan(
        reply,
        await scans.download({ user, asLab: true }, caseId, scanId, request.headers.range),
      );
    },
  );
};

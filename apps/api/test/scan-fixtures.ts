import { fillPath, scansPaths, type Scan, type ScanPartResult, type ScanUpload } from '@idl/api-contract';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { binaryStl } from './scan-files';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A binary STL of about `megabytes` MB, whole in memory (for tests of a few MB). */
export async function stlBytes(megabytes: number): Promise<Buffer> {
  const stl = binaryStl(Math.floor((megabytes * 1024 * 1024 - 84) / 50));
  const chunks: Buffer[] = [];
  for await (const chunk of stl.range(0)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Starts the upload of `bytes` as `fileName` to the case and sends its first `sent` bytes (all of
 * them unless told) in one part; answers the upload and the last part's reply.
 */
export async function uploadScan(
  app: FastifyInstance,
  authorization: string,
  caseId: number,
  fileName: string,
  bytes: Buffer,
  sent = bytes.length,
) {
  const started = await app.inject({
    method: 'POST',
    url: fillPath(scansPaths.scanUploads, { caseId }),
    headers: { authorization },
    payload: { fileName, size: bytes.length },
  });
  expect(started.statusCode).toBe(201);
  const upload = started.json<ScanUpload>();
  const part = await sendScanPart(app, authorization, upload, 0, bytes.subarray(0, sent));
  return { upload, part, scan: part.statusCode === 200 ? part.json<ScanPartResult>().scan : null };
}

export function sendScanPart(
  app: FastifyInstance,
  authorization: string,
  upload: { caseId: number; id: number },
  offset: number,
  bytes: Buffer,
) {
  return app.inject({
    method: 'PATCH',
    url: fillPath(scansPaths.scanUpload, { caseId: upload.caseId, uploadId: upload.id }),
    headers: {
      authorization,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
    payload: bytes,
  });
}

/** The scan's file as the office downloads it. */
export function downloadScan(app: FastifyInstance, authorization: string, scan: Pick<Scan, 'caseId' | 'id'>) {
  return app.inject({
    method: 'GET',
    url: fillPath(scansPaths.scanFile, { caseId: scan.caseId, scanId: scan.id }),
    headers: { authorization },
  });
}

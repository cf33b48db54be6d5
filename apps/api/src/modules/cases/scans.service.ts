import {
  formatFileSize,
  SCAN_MAX_BYTES,
  SCANS_PER_CASE,
  scanKindLabels,
  scanKindOfName,
  type Scan,
  type ScanPartResult,
  type ScanUpload,
  type ScanUploadRequest,
} from '@idl/api-contract';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { diskPartFiles } from '../uploads/part-files';
import { createScanStore } from '../uploads/scan-store';
import { caseAccess } from './case-access';
import { casesRepository } from './cases.repository';
import { SCAN_HEAD_BYTES, SCAN_TAIL_BYTES, scanKindOfContent, scanMediaTypes } from './scan-content';
import { scansRepository, type ScanRow } from './scans.repository';

function toScan(row: ScanRow): Scan {
  return {
    id: row.id,
    caseId: row.case_id,
    fileName: row.file_name,
    kind: row.kind!,
    size: row.size_bytes,
    uploadedBy: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || 'The office',
    uploadedAt: row.completed_at!,
  };
}

function toUpload(row: ScanRow): ScanUpload {
  return {
    id: row.id,
    caseId: row.case_id,
    fileName: row.file_name,
    size: row.size_bytes,
    offset: row.received_bytes,
    createdAt: row.created_at,
  };
}

/** What a part or a question about an upload the sweep removed is told. */
function expired(row: ScanRow, hours: number) {
  return new AppError(
    404,
    'NOT_FOUND',
    `The upload of ${row.file_name} was removed: no part of it arrived for ${hours} hours, so the bytes sent were deleted. Start the upload of the file again.`,
  );
}

/** Who asks: an office (its own cases only) or the lab (every case). */
export type ScanReader = { user: AuthUser; asLab: boolean };

/**
 * Intraoral scans of a case. The office starts an upload (name and size), sends its parts in order
 * (each at the offset the server has), and the upload completes when the last byte arrives and the
 * content proves to be STL, PLY or OBJ. Parts arrive under DATA_DIR/scans; a completed scan stays
 * there, or goes to the S3 bucket when one is set.
 */
export function scansService(deps: Deps) {
  const db = deps.database.db;
  const cases = casesRepository(db);
  const scans = scansRepository(db);
  const files = diskPartFiles(path.join(deps.config.dataDir, 'scans'));
  const store = createScanStore(deps.config, files);
  // One part at a time per upload: a second connection sending the same part waits its turn as a 409.
  const receiving = new Set<number>();

  const access = caseAccess(deps);
  /**
   * The case, if the reader may see it, as for the case's conversation and photos: another office's
   * case is "not found", as none is; an account without a verified office is told why (403).
   */
  const caseFor = ({ user, asLab }: ScanReader, caseId: number) =>
    asLab ? access.labCase(caseId) : access.officeCase(user, caseId);

  async function uploadOf(user: AuthUser, caseId: number, uploadId: number) {
    await caseFor({ user, asLab: false }, caseId);
    const row = await scans.find(caseId, uploadId);
    if (!row) throw notFound('The upload');
    if (row.expired_at !== null) throw expired(row, deps.config.scanUploadExpiryHours);
    return row;
  }

  async function record(caseId: number, user: AuthUser, action: 'view' | 'change', detail: string) {
    await cases.record({ case_id: caseId, user_id: user.id, action, detail, at: deps.now().toISOString() });
  }

  /** Checks what arrived; a file that is not the scan its name says is removed, and told why. */
  async function complete(user: AuthUser, row: ScanRow): Promise<Scan> {
    const size = row.size_bytes;
    const head = await files.readAt(row.storage_key, 0, SCAN_HEAD_BYTES);
    const tail = await files.readAt(row.storage_key, Math.max(0, size - SCAN_TAIL_BYTES), SCAN_TAIL_BYTES);
    const named = scanKindOfName(row.file_name)!;
    const kind = scanKindOfContent(head, tail, size);
    if (kind !== named) {
      await scans.delete(row.id);
      await files.delete(row.storage_key);
      const content = kind ? `its content is ${scanKindLabels[kind]}` : 'its content is not a 3D scan';
      throw new AppError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `${row.file_name} was refused and removed: it is named .${named} but ${content}. Export the scan from the scanner's software as STL, PLY or OBJ and upload it again.`,
      );
    }
    try {
      await store.keep(row.storage_key, scanMediaTypes[kind]);
    } catch (error) {
      deps.log.error({ err: error, scanUpload: row.id }, 'the file store refused a completed scan');
      throw new AppError(
        503,
        'SERVICE_UNAVAILABLE',
        `${row.file_name} arrived whole, but the file store did not take it, so it is not one of the case's scans yet. The server kept its bytes: in a few minutes, send an empty part at byte ${size} to store it again.`,
      );
    }
    const at = deps.now().toISOString();
    await db.transaction().execute(async (trx) => {
      await scansRepository(trx).complete(row.id, kind, at);
      await casesRepository(trx).record({
        case_id: row.case_id,
        user_id: user.id,
        action: 'change',
        detail: `Added scan ${row.file_name} (${formatFileSize(size)})`,
        at,
      });
    });
    await store.kept(row.storage_key);
    return toScan((await scans.find(row.case_id, row.id))!);
  }

  return {
    async start(user: AuthUser, caseId: number, input: ScanUploadRequest): Promise<ScanUpload> {
      await caseFor({ user, asLab: false }, caseId);
      const fileName = input.fileName.trim();
      if (input.size > SCAN_MAX_BYTES) {
        throw new AppError(
          413,
          'PAYLOAD_TOO_LARGE',
          `${fileName} is too large (${formatFileSize(input.size)}): a scan may have at most ${formatFileSize(SCAN_MAX_BYTES)}.`,
          [{ field: 'size', message: `At most ${SCAN_MAX_BYTES} bytes` }],
        );
      }
      if ((await scans.countOf(caseId)) >= SCANS_PER_CASE) {
        throw conflict(`A case holds at most ${SCANS_PER_CASE} scans. Contact the lab to send more.`);
      }
      const storageKey = `scan-${randomUUID()}.${scanKindOfName(fileName)!}`;
      await files.create(storageKey);
      const id = await scans
        .insert({
          case_id: caseId,
          file_name: fileName,
          kind: null,
          size_bytes: input.size,
          storage_key: storageKey,
          uploaded_by: user.id,
          created_at: deps.now().toISOString(),
          touched_at: deps.now().toISOString(),
          completed_at: null,
        })
        .catch(async (error: unknown) => {
          await files.delete(storageKey);
          throw error;
        });
      return toUpload((await scans.find(caseId, id))!);
    },

    /** Where an upload stands: the offset its next part starts at (the size once complete). */
    async upload(user: AuthUser, caseId: number, uploadId: number): Promise<ScanUpload> {
      return toUpload(await uploadOf(user, caseId, uploadId));
    },

    /**
     * Receives the part that starts at `offset`, streaming it to disk. A part at another offset
     * than the server's changes nothing (409). A part that breaks off keeps the bytes that arrived:
     * the office asks for the offset and sends the rest from there.
     */
    async receivePart(
      user: AuthUser,
      caseId: number,
      uploadId: number,
      part: { offset: number; length: number | undefined; body: Readable },
    ): Promise<ScanPartResult> {
      const row = await uploadOf(user, caseId, uploadId);
      if (row.completed_at !== null) throw conflict(`${row.file_name} is already complete.`);
      if (receiving.has(row.id)) {
        throw conflict(
          'A part of this file is still being received. Ask for the offset and send from there.',
        );
      }
      if (part.offset !== row.received_bytes) {
        throw conflict(
          `This part starts at byte ${part.offset}, but the server has ${row.received_bytes} bytes of ${row.file_name}: send the part that starts there.`,
        );
      }
      const remaining = row.size_bytes - row.received_bytes;
      if (part.length === undefined) {
        throw badRequest('Send the part with its length (Content-Length).');
      }
      if (part.length > remaining) {
        throw new AppError(
          413,
          'PAYLOAD_TOO_LARGE',
          `This part goes past the end of ${row.file_name}: ${remaining} bytes remain of the ${row.size_bytes} announced.`,
        );
      }
      // The sweep of forgotten uploads took it just now: say so rather than write to no file.
      if (!(await scans.touch(row.id, deps.now().toISOString())))
        throw expired(row, deps.config.scanUploadExpiryHours);
      // A shop restored from a backup has the uploads under way but not their parts.
      if ((await files.size(row.storage_key)) === undefined) {
        throw new AppError(
          404,
          'NOT_FOUND',
          `The bytes of ${row.file_name} sent so far are no longer on the server (a backup keeps complete scans only). Start the upload of the file again.`,
        );
      }
      receiving.add(row.id);
      let offset: number;
      try {
        const { written, broken } = await files.write(row.storage_key, part.offset, part.body, remaining);
        offset = part.offset + written;
        // Another server of the shop (one shared DATA_DIR) took a part of this upload meanwhile, or
        // the office cancelled it: the offset is no longer this part's to set.
        if (!(await scans.advance(row.id, part.offset, offset, deps.now().toISOString()))) {
          throw conflict(
            `${row.file_name} changed while this part arrived. Ask for the offset and send from there.`,
          );
        }
        if (broken !== undefined || written < part.length) {
          throw badRequest(
            `The part broke off after ${written} of its ${part.length} bytes. The server kept them: send the rest from byte ${offset}.`,
          );
        }
      } finally {
        receiving.delete(row.id);
      }
      if (offset < row.size_bytes) return { offset, size: row.size_bytes, complete: false, scan: null };
      const scan = await complete(user, { ...row, received_bytes: offset });
      return { offset, size: row.size_bytes, complete: true, scan };
    },

    /** The office gives up an upload under way: its bytes go, and it no longer counts to the limit. */
    async cancel(user: AuthUser, caseId: number, uploadId: number): Promise<{ message: string }> {
      const row = await uploadOf(user, caseId, uploadId);
      if (row.completed_at !== null) {
        throw conflict(
          `${row.file_name} is complete: it is one of the case's scans and stays with the case.`,
        );
      }
      if (receiving.has(row.id)) {
        throw conflict('A part of this file is still being received. Stop sending it, then cancel.');
      }
      await scans.delete(row.id);
      await files.delete(row.storage_key);
      return { message: `The upload of ${row.file_name} was cancelled.` };
    },

    async list(reader: ScanReader, caseId: number): Promise<{ items: Scan[] }> {
      await caseFor(reader, caseId);
      return { items: (await scans.completedOf(caseId)).map(toScan) };
    },

    /**
     * A completed scan's file, whole or the byte range asked for. Recorded as a view of the case,
     * once per download (a range that starts past byte 0 continues one).
     */
    async download(reader: ScanReader, caseId: number, scanId: number, range: string | undefined) {
      await caseFor(reader, caseId);
      const row = await scans.find(caseId, scanId);
      if (!row || row.completed_at === null) throw notFound('The scan');
      const size = row.size_bytes;
      const bytes = byteRange(range, size);

      const body = await store.stream(row.storage_key, bytes).catch((error: unknown) => {
        deps.log.error({ err: error, scan: row.id }, 'the file store did not give a scan');
        throw new AppError(
          503,
          'SERVICE_UNAVAILABLE',
          `${row.file_name} cannot be downloaded right now: the file store does not answer. Try again in a few minutes.`,
        );
      });
      if (!bytes || bytes.start === 0)
        await record(caseId, reader.user, 'view', `Downloaded scan ${row.file_name}`);
      return { fileName: row.file_name, mediaType: scanMediaTypes[row.kind!], size, range: bytes, body };
    },
  };
}

/**
 * The one byte range of a `Range: bytes=...` header, clamped to the file; undefined (the whole
 * file) for no header, several ranges or one the file cannot satisfy, as a server may ignore Range.
 */
export function byteRange(header: string | undefined, size: number) {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start > end || start >= size) return undefined;
  return { start, end };
}

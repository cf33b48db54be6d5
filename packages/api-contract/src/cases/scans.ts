import { z } from 'zod';
import { recordIdSchema } from '../record-id';
import { casesPaths } from './cases';

const CASE = casesPaths.case;
const ADMIN_CASE = casesPaths.adminCase;

export const scansPaths = {
  /** POST: the office starts the upload of a scan (name and size); the parts follow. */
  scanUploads: `${CASE}/scan-uploads`,
  /**
   * GET: how many bytes the server has (to resume); PATCH: the next part, at that offset; DELETE:
   * the office gives the upload up (its bytes are removed).
   */
  scanUpload: `${CASE}/scan-uploads/{uploadId}`,
  /** GET: the case's scans (completed uploads). */
  scans: `${CASE}/scans`,
  scanFile: `${CASE}/scans/{scanId}/file`,
  adminScans: `${ADMIN_CASE}/scans`,
  adminScanFile: `${ADMIN_CASE}/scans/{scanId}/file`,
} as const;

/** The largest scan accepted, in bytes: a full-arch intraoral scan is tens to a few hundred MB. */
export const SCAN_MAX_BYTES = 500 * 1024 * 1024;
/** Scans (and uploads under way) one case may hold. */
export const SCANS_PER_CASE = 20;
/** The request header that says where a part starts (as in the tus protocol). */
export const UPLOAD_OFFSET_HEADER = 'upload-offset';
/** The media type of a part's body: raw bytes of the file, from the offset on. */
export const SCAN_PART_MEDIA_TYPE = 'application/offset+octet-stream';

export const scanKinds = ['stl', 'ply', 'obj'] as const;
export type ScanKind = (typeof scanKinds)[number];

export const scanKindLabels: Readonly<Record<ScanKind, string>> = {
  stl: 'STL',
  ply: 'PLY',
  obj: 'OBJ',
};

/** The kind a file name says (its extension), or undefined for a name that is not a scan. */
export function scanKindOfName(fileName: string): ScanKind | undefined {
  const extension = /\.([a-z]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return scanKinds.find((kind) => kind === extension);
}

/** A file's size as the shop says it: "612 MB", or "12 KB" under a megabyte. */
export function formatFileSize(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  if (megabytes < 1) return `${Math.ceil(bytes / 1024)} KB`;
  return `${megabytes.toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
}

/**
 * Why a file cannot be sent as a scan, in the server's words, before a byte is sent: not an STL, PLY
 * or OBJ by its name, empty, or larger than `maxBytes`; undefined when it can be sent.
 */
export function scanFileProblem(
  file: { name: string; size: number },
  maxBytes: number = SCAN_MAX_BYTES,
): string | undefined {
  if (scanKindOfName(file.name) === undefined) {
    return `${file.name} is not a scan: send an STL, PLY or OBJ file.`;
  }
  if (file.size === 0) return `${file.name} is empty: export the scan again.`;
  if (file.size > maxBytes) {
    return `${file.name} is too large (${formatFileSize(file.size)}): a scan may have at most ${formatFileSize(maxBytes)}.`;
  }
  return undefined;
}

export const scanUploadRequestSchema = z
  .object({
    fileName: z
      .string({ error: 'Name the file' })
      .trim()
      .min(1, 'Name the file')
      .max(200, 'At most 200 characters')
      .refine((name) => scanKindOfName(name) !== undefined, 'Send an STL, PLY or OBJ file'),
    size: z
      .int('The size is a whole number of bytes')
      .min(1, 'This file is empty')
      .describe(`Bytes; at most ${SCAN_MAX_BYTES}`),
  })
  .meta({ id: 'ScanUploadRequest', example: { fileName: 'upper-jaw.stl', size: 209_715_284 } });
export type ScanUploadRequest = z.input<typeof scanUploadRequestSchema>;

export const scanUploadSchema = z
  .object({
    id: z.int(),
    caseId: z.int(),
    fileName: z.string(),
    size: z.int().describe('Bytes the file has'),
    offset: z.int().describe('Bytes the server has received: the next part starts here'),
    createdAt: z.string().describe('ISO-8601 UTC'),
  })
  .meta({ id: 'ScanUpload' });
export type ScanUpload = z.infer<typeof scanUploadSchema>;

export const scanSchema = z
  .object({
    id: z.int(),
    caseId: z.int(),
    fileName: z.string(),
    kind: z.enum(scanKinds),
    size: z.int().describe('Bytes'),
    /** Who uploaded it, by name. */
    uploadedBy: z.string(),
    uploadedAt: z.string().describe('ISO-8601 UTC'),
  })
  .meta({ id: 'Scan' });
export type Scan = z.infer<typeof scanSchema>;

/** A part received: where the upload stands, and the scan once the last byte arrived. */
export const scanPartResultSchema = z
  .object({
    offset: z.int(),
    size: z.int(),
    complete: z.boolean(),
    scan: scanSchema.nullable(),
  })
  .meta({ id: 'ScanPartResult' });
export type ScanPartResult = z.infer<typeof scanPartResultSchema>;

export const scanListSchema = z.object({ items: z.array(scanSchema) }).meta({ id: 'ScanList' });

export const scanPartHeadersSchema = z.object({
  [UPLOAD_OFFSET_HEADER]: z
    .string({ error: 'Say where the part starts (Upload-Offset)' })
    .regex(/^\d{1,12}$/, 'Upload-Offset is a whole number of bytes')
    .describe('Where this part starts: the offset the server last answered'),
});

const caseIdParam = { caseId: recordIdSchema };
export const scanUploadParamsSchema = z.object({ ...caseIdParam, uploadId: recordIdSchema });
export const scanParamsSchema = z.object({ ...caseIdParam, scanId: recordIdSchema });

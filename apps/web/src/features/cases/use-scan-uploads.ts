import { ApiRequestError, scansEndpoints, UPLOAD_OFFSET_HEADER } from '@idl/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../app/api-client';
import { casesKeys } from './use-cases';

/** Bytes sent in one request: a dropped connection loses at most one part's progress. */
export const SCAN_PART_BYTES = 8 * 1024 * 1024;

export type ScanUploadRowStatus = 'waiting' | 'uploading' | 'paused' | 'failed' | 'done';

/** One chosen scan as the page shows it (the design system's ScanUpload row). */
export interface ScanUploadRow {
  id: string;
  fileName: string;
  size: number;
  status: ScanUploadRowStatus;
  uploadedBytes: number;
  message?: string;
}

interface Upload {
  file: File;
  /** The server's upload, once started. */
  uploadId?: number;
  controller?: AbortController;
}

const droppedMessage = 'The connection dropped. Resume sends the rest from where the server stopped.';

let nextRowId = 0;

/**
 * The scans an office uploads to a case, resumable: each file is started on the server and sent in
 * parts at the offset the server has; a dropped connection pauses the row, and Resume asks the
 * server for its offset and sends the rest from there. Files chosen before the case exists wait
 * for `caseId`.
 */
export function useScanUploads(caseId: number | undefined) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<ScanUploadRow[]>([]);
  const uploads = useRef(new Map<string, Upload>());

  const update = (id: string, change: Partial<ScanUploadRow>) =>
    setRows((all) => all.map((row) => (row.id === id ? { ...row, ...change } : row)));

  async function run(id: string, forCase: number) {
    const upload = uploads.current.get(id);
    if (!upload) return;
    const controller = new AbortController();
    upload.controller = controller;
    const { signal } = controller;
    const { file } = upload;
    update(id, { status: 'uploading', message: undefined });
    try {
      let offset: number;
      if (upload.uploadId === undefined) {
        const started = await api.call(scansEndpoints.startScanUpload, {
          params: { caseId: forCase },
          body: { fileName: file.name, size: file.size },
          signal,
        });
        upload.uploadId = started.id;
        offset = started.offset;
      } else {
        const params = { caseId: forCase, uploadId: upload.uploadId };
        offset = (await api.call(scansEndpoints.scanUpload, { params, signal })).offset;
      }
      const params = { caseId: forCase, uploadId: upload.uploadId };
      update(id, { uploadedBytes: offset });
      let complete = offset >= file.size;
      while (!complete) {
        const start = offset;
        const part = file.slice(start, start + SCAN_PART_BYTES);
        const sent = await api.call(scansEndpoints.sendScanPart, {
          params,
          headers: { [UPLOAD_OFFSET_HEADER]: String(start) },
          body: part,
          signal,
          onUploadProgress: (fraction) =>
            update(id, { uploadedBytes: Math.min(file.size, start + Math.floor(fraction * part.size)) }),
        });
        offset = sent.offset;
        complete = sent.complete;
        update(id, { uploadedBytes: offset });
      }
      update(id, { status: 'done', uploadedBytes: file.size });
      void queryClient.invalidateQueries({ queryKey: casesKeys.scans(forCase) });
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ApiRequestError && error.status < 500 && error.status !== 409) {
        // Refused (not a scan, too large, the case holds its scans): Try Again starts afresh.
        upload.uploadId = undefined;
        update(id, { status: 'failed', message: error.message });
      } else {
        // Cut off, or the server's offset moved: the server kept what arrived.
        update(id, {
          status: 'paused',
          message: error instanceof ApiRequestError ? error.message : droppedMessage,
        });
      }
    }
  }

  // Files chosen before the case was sent start once it exists.
  useEffect(() => {
    if (caseId === undefined) return;
    for (const row of rows) if (row.status === 'waiting') void run(row.id, caseId);
    // Only a new case starts the waiting files (rows change as they upload).
  }, [caseId]);

  function choose(files: File[]) {
    const added = files.map((file) => {
      const id = `scan-${(nextRowId += 1)}`;
      uploads.current.set(id, { file });
      return { id, fileName: file.name, size: file.size, status: 'waiting' as const, uploadedBytes: 0 };
    });
    setRows((all) => [...all, ...added]);
    if (caseId !== undefined) for (const row of added) void run(row.id, caseId);
  }

  function remove(id: string) {
    const upload = uploads.current.get(id);
    uploads.current.delete(id);
    setRows((all) => all.filter((row) => row.id !== id));
    if (!upload) return;
    upload.controller?.abort();
    if (upload.uploadId !== undefined && caseId !== undefined) {
      // The server's bytes go too; a failure leaves an upload the case's list never shows.
      api
        .call(scansEndpoints.cancelScanUpload, { params: { caseId, uploadId: upload.uploadId } })
        .catch(() => undefined);
    }
  }

  const again = (id: string) => {
    if (caseId !== undefined) void run(id, caseId);
  };

  return {
    rows,
    choose,
    remove,
    /** Resume a paused row from the server's offset, or start a failed one again. */
    resume: again,
    retry: again,
    /** Some file is still on its way (or waits for the case). */
    busy: rows.some((row) => row.status === 'uploading' || row.status === 'waiting'),
  };
}

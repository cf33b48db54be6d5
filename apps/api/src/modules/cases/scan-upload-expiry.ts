import path from 'node:path';
import type { Deps } from '../../deps';
import { runPeriodically } from '../../lib/periodic';
import { diskPartFiles } from '../uploads/part-files';
import { scansRepository } from './scans.repository';

const BATCH = 100;
const SWEEP_EVERY_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;

/**
 * Removes every scan upload that no part reached for `hours` before `now`: its bytes are deleted
 * and its row marked expired (kept, so a late part is told why). An upload a part reaches meanwhile
 * is left alone. Returns the ids removed.
 */
export async function expireScanUploads(deps: Deps, hours: number, now: Date): Promise<number[]> {
  if (hours <= 0) return [];
  const scans = scansRepository(deps.database.db);
  const files = diskPartFiles(path.join(deps.config.dataDir, 'scans'));
  const before = new Date(now.getTime() - hours * HOUR_MS).toISOString();
  const removed: number[] = [];
  for (;;) {
    const due = await scans.untouchedSince(before, BATCH);
    for (const upload of due) {
      if (!(await scans.expire(upload.id, before, now.toISOString()))) continue;
      await files.delete(upload.storage_key);
      removed.push(upload.id);
    }
    if (due.length < BATCH) break;
  }
  if (removed.length > 0) deps.log.info({ uploads: removed }, 'scan uploads never finished removed');
  return removed;
}

/** Runs the sweep every 10 minutes while the server runs; returns a function that stops it. */
export function scheduleScanUploadExpiry(deps: Deps): () => void {
  const hours = deps.config.scanUploadExpiryHours;
  if (hours <= 0) return () => undefined;
  return runPeriodically(
    SWEEP_EVERY_MS,
    () => expireScanUploads(deps, hours, deps.now()),
    (err) => deps.log.warn({ err }, 'scan upload sweep failed; trying again later'),
  );
}

import type { Deps } from '../../deps';
import { operationsRepository } from '../operations/operations.repository';
import { takeBackup } from './backup';

const HOUR_MS = 60 * 60 * 1000;
/** A shop never backed up gets its first backup this long after start, not during start-up. */
const FIRST_BACKUP_DELAY_MS = 5 * 60 * 1000;

/**
 * Takes a backup every BACKUP_INTERVAL_HOURS while the server runs. The clock is the newest
 * recorded backup (any instance's, or `npm run backup`'s), so a restart does not take an extra
 * one and instances sharing a database mostly take turns; the age of the last one is by `deps.now`.
 * Returns a function that stops it.
 * `timers` lets a test see the delays it sets.
 */
export function scheduleBackups(
  deps: Deps,
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
): () => void {
  const intervalMs = deps.config.backup.intervalHours * HOUR_MS;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const later = (ms: number) => {
    if (stopped) return;
    timer = timers.setTimeout(() => void due(), Math.max(1000, ms));
    timer.unref();
  };

  async function due() {
    try {
      const last = await operationsRepository(deps.database.db).lastBackup();
      const age = last ? deps.now().getTime() - Date.parse(last.finished_at) : Number.POSITIVE_INFINITY;
      if (age < intervalMs) return later(intervalMs - age);
      const result = await takeBackup(deps.config, deps.database, { now: deps.now });
      deps.log.info({ location: result.location, bytes: result.sizeBytes }, 'backup taken');
      later(intervalMs);
    } catch (error) {
      deps.log.error({ err: error }, 'backup failed; trying again later');
      later(Math.min(intervalMs, HOUR_MS));
    }
  }

  async function first() {
    const last = await operationsRepository(deps.database.db)
      .lastBackup()
      .catch(() => undefined);
    later(last ? 0 : Math.min(FIRST_BACKUP_DELAY_MS, intervalMs));
  }

  if (intervalMs > 0) void first();
  return () => {
    stopped = true;
    timers.clearTimeout(timer);
  };
}

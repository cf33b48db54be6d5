import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '../../deps';

const MINUTE_MS = 60_000;
/** Not during start-up: a few minutes after, when the shop is serving. */
export const FIRST_CHECK_DELAY_MS = 10 * MINUTE_MS;
export const CHECK_EVERY_MS = 24 * 60 * MINUTE_MS;
/** After a run that could not reach Stripe, the next try comes sooner than a day. */
export const RETRY_AFTER_MS = 60 * MINUTE_MS;

/**
 * Runs the daily Stripe check while the server runs: first FIRST_CHECK_DELAY_MS after start, then
 * every 24 hours, or an hour after a run that failed. The timer never keeps the process alive.
 * Returns a function that stops it.
 */
export function scheduleStripeCheck(
  log: FastifyBaseLogger,
  run: (now: Date) => Promise<{ ok: boolean }>,
  now: Clock = systemClock,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const later = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void due(), ms);
    timer.unref();
  };
  async function due() {
    const outcome = await run(now()).catch((err: unknown) => {
      log.warn({ err }, 'the daily Stripe check failed; trying again later');
      return { ok: false };
    });
    later(outcome.ok ? CHECK_EVERY_MS : RETRY_AFTER_MS);
  }
  later(FIRST_CHECK_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

import type { Deps } from '../../deps';

const MINUTE_MS = 60_000;
/** Not during start-up: a few minutes after, when the shop is serving. */
export const FIRST_CHECK_DELAY_MS = 10 * MINUTE_MS;
export const CHECK_EVERY_MS = 24 * 60 * MINUTE_MS;
/** After a run that could not reach Stripe, the next try comes sooner than a day. */
export const RETRY_AFTER_MS = 60 * MINUTE_MS;

/**
 * Runs the daily Stripe check (`run(deps)`, which reads the time from `deps.now`) while the server
 * runs: first FIRST_CHECK_DELAY_MS after start, then every 24 hours, or an hour after a run that
 * failed. The timer never keeps the process alive. Returns a function that stops it.
 */
export function scheduleStripeCheck<D extends Pick<Deps, 'log'>>(
  deps: D,
  run: (deps: D) => Promise<{ ok: boolean }>,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const later = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void due(), ms);
    timer.unref();
  };
  async function due() {
    const outcome = await run(deps).catch((err: unknown) => {
      deps.log.warn({ err }, 'the daily Stripe check failed; trying again later');
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

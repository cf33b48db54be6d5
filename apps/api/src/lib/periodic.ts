/**
 * Runs `work` every `everyMs` while the server runs, never two runs at once (a slow run makes the
 * next tick pass), without keeping the process alive; a failure goes to `onError` and the next tick
 * tries again. Returns a function that stops it.
 */
export function runPeriodically(
  everyMs: number,
  work: () => Promise<unknown>,
  onError: (err: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

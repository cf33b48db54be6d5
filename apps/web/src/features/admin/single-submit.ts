import { useRef } from 'react';

/** A fresh key per attempt to create something (getRandomValues also works outside https, unlike randomUUID). */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * One press, one request. A mutation's pending state reaches the button only after a render (the
 * query client notifies on a later tick), so a double click sent two requests 4 ms apart; this
 * guard is set at the first press itself. `run` gets `done` to call when the request settles.
 */
export function useSingleSubmit() {
  const running = useRef(false);
  return (run: (done: () => void) => void) => {
    if (running.current) return;
    running.current = true;
    run(() => {
      running.current = false;
    });
  };
}

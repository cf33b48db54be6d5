import { useEffect, useRef, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the user asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION).matches : false,
    () => false,
  );
}

export interface AutoplayOptions {
  /** Milliseconds between ticks; undefined or 0 turns autoplay off. */
  intervalMs?: number;
  /** Temporarily stop (pointer over the carousel, focus inside it). */
  paused: boolean;
  /** Called on each tick, e.g. to show the next slide. */
  onTick: () => void;
}

/** Calls `onTick` every `intervalMs` unless paused or the user prefers reduced motion. */
export function useAutoplay({ intervalMs, paused, onTick }: AutoplayOptions): { running: boolean } {
  const reducedMotion = usePrefersReducedMotion();
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });
  const running = Boolean(intervalMs) && !paused && !reducedMotion;
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => tick.current(), intervalMs);
    return () => window.clearInterval(id);
  }, [running, intervalMs]);
  return { running };
}

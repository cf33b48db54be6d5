import { lazy, useState, type ComponentType } from 'react';

/**
 * A part of the page loaded as a chunk of its own the first time it is shown (a cart panel, a
 * dialog), so the first page does not carry it. `preload` starts the download early, e.g. when the
 * pointer or focus reaches the control that opens it.
 */
export function loadOnFirstUse<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((Component) => ({ default: Component })));
  return Object.assign(lazy(preload), { preload });
}

/**
 * True from the first time `shown` is true on: a lazily loaded part stays mounted once opened, so
 * it keeps its state (a half-filled checkout form) and can play its closing animation.
 */
export function useShownOnce(shown: boolean): boolean {
  const [seen, setSeen] = useState(shown);
  if (shown && !seen) setSeen(true);
  return seen || shown;
}

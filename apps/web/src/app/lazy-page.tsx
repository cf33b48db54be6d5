import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** How to start loading a lazy page's chunk ahead of rendering it (see `preloadElement`). */
const preloaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A route's element loaded as a chunk of its own when first shown; `fallback` shows meanwhile on
 * the first visit (later navigations keep the current page on screen while the next one loads,
 * as the router changes pages in a transition).
 */
export function lazyPage(load: () => Promise<ComponentType>, fallback: ReactNode = null): ReactElement {
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download may be tried again
      throw error;
    });
    return loading;
  };
  const Page = lazy(async () => ({ default: await loadOnce() }));
  const element = (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
  preloaders.set(element, loadOnce);
  return element;
}

/** Starts downloading the chunk of an element made by `lazyPage` (nothing for other elements). */
export function preloadElement(element: ReactNode) {
  const preload =
    element && typeof element === 'object' ? preloaders.get(element as ReactElement) : undefined;
  return preload?.().catch(() => undefined);
}

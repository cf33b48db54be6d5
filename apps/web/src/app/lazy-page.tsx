import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * A route's element loaded as a chunk of its own when first shown; `fallback` shows meanwhile on
 * the first visit (later navigations keep the current page on screen while the next one loads,
 * as the router changes pages in a transition).
 */
export function lazyPage(load: () => Promise<ComponentType>, fallback: ReactNode = null): ReactElement {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}

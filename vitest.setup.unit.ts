import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { toast } from './packages/design-system/src/components/Toast/toaster';

// The unit files share one module graph per worker (isolate: false, which halves the group's CPU
// time): whatever a module keeps between tests is reset here, so no test sees another's leftovers.
afterEach(() => {
  cleanup();
  // The app-wide toast queue outlives the unmounted screen ('Added to Cart !' from the last test).
  toast.queue.clear();
  // Node-environment files (bench/test) have no window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});

// findBy/waitFor wait for a state and return as soon as it is there; only a failing test waits the
// whole time. Whole screens render in jsdom while the test groups share two busy cores, so no file
// waits less than 15 s, whatever it configured for itself.
beforeEach(() => {
  if (getConfig().asyncUtilTimeout < 15_000) configure({ asyncUtilTimeout: 15_000 });
});

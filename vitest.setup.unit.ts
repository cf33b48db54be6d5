import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

afterEach(() => cleanup());

// findBy/waitFor wait for a state and return as soon as it is there; only a failing test waits the
// whole time. Whole screens render in jsdom while the test groups share two busy cores, so no file
// waits less than 15 s, whatever it configured for itself.
beforeEach(() => {
  if (getConfig().asyncUtilTimeout < 15_000) configure({ asyncUtilTimeout: 15_000 });
});

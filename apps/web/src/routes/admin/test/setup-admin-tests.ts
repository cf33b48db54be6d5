import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../../../test/server';
import { api, signInAsAdmin } from '../../../test/admin-data';

/**
 * MSW on, an admin signed in before each test, and patient waits: the whole app renders in jsdom on
 * a shared machine, so the first screen can take a few seconds.
 */
export function setUpAdminTests() {
  configure({ asyncUtilTimeout: 8000 });
  vi.setConfig({ testTimeout: 60_000 });
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // The admin area is a lazily loaded chunk: load it once so the first screen is not slowed by it.
    await import('../admin-root');
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => {
    window.localStorage.clear();
    signInAsAdmin();
    // The dashboard's backup and e-mail block: a test that cares answers it itself.
    server.use(
      http.get(api('/api/admin/operations'), () =>
        HttpResponse.json({
          lastBackup: null,
          backupIntervalHours: 24,
          mail: { waiting: 0, failed: 0, failedMessages: [] },
        }),
      ),
    );
  });
}

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../app/api-client';
import { server } from '../../test/server';
import { renderApp } from '../../test/render';

const me = (roles: Array<'PATIENT' | 'ADMIN'>) =>
  http.get('*/interdentallab/api/users/me', () =>
    HttpResponse.json({
      id: 1,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles,
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
    }),
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => window.localStorage.clear());

describe('the admin guard', () => {
  it('sends a visitor without a token to /login, remembering where they wanted to go', async () => {
    const { router } = renderApp('/admin/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Forders');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('checks the role, not the presence of a token: a patient is sent to /login', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'patient-token');
    server.use(me(['PATIENT']));
    const { router } = renderApp('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lets a signed-in admin in', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'admin-token');
    server.use(me(['ADMIN']));
    const { router } = renderApp('/admin/dashboard');
    await waitFor(() => expect(screen.queryByText('Checking your session')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('ends the session when the API answers 401: the stored token is removed', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'expired-token');
    server.use(
      http.get('*/interdentallab/api/users/me', () =>
        HttpResponse.json({ code: 'UNAUTHORIZED', message: 'Your session has expired' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../app/api-client';
import { server } from '../../test/server';
import { renderApp } from '../../test/render';
import { makeDashboard } from '../../test/admin-data';

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
    window.localStorage.setItem(SESSION_KEY, 'patient-token');
    server.use(me(['PATIENT']));
    const { router } = renderApp('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lets a signed-in admin in', async () => {
    window.localStorage.setItem(SESSION_KEY, 'admin-token');
    server.use(
      me(['ADMIN']),
      http.get('*/interdentallab/api/notifications', () =>
        HttpResponse.json({ notifications: [], unreadCount: 0 }),
      ),
      http.get('*/interdentallab/api/admin/dashboard', () => HttpResponse.json(makeDashboard())),
    );
    const { router } = renderApp('/admin/dashboard');
    // Wait for what only an admin sees: the guard's spinner goes away on the first tick either way,
    // and a refused visitor would be on /login by then.
    expect(
      await screen.findByRole('navigation', { name: 'Admin menu' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Checking your session')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(router.state.historyAction).toBe('POP');
  }, 30_000);

  it('ends the session when the API answers 401: the stored token is removed', async () => {
    window.localStorage.setItem(SESSION_KEY, 'expired-token');
    server.use(
      http.get('*/interdentallab/api/users/me', () =>
        HttpResponse.json({ code: 'UNAUTHORIZED', message: 'Your session has expired' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});

describe('a session whose account was deactivated', () => {
  it('tells the user why they are signed out, then offers the log-in page', async () => {
    window.localStorage.setItem(SESSION_KEY, '1');
    server.use(
      http.get('*/interdentallab/api/users/me', () =>
        HttpResponse.json(
          {
            code: 'ACCOUNT_DEACTIVATED',
            message: 'Your Account is deactivated by the admin. Contact admin to activate your account.',
          },
          { status: 403 },
        ),
      ),
    );
    const { router } = renderApp('/about-us');
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Deactivated' });
    expect(dialog).toHaveTextContent('Your Account is deactivated by the admin');
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

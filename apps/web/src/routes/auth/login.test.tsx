import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../app/api-client';
import { admin, api, apiError, patient, signIn, setUpPageTests } from '../../test/account-handlers';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';

vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
beforeEach(setUpPageTests);
afterAll(() => server.close());
beforeEach(() => window.localStorage.clear());

const signedIn = (user: typeof patient) => ({
  data: {
    users: {
      id: user.id,
      roles: user.roles,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    },
    accessToken: `token-of-${user.id}`,
  },
});

/** Answers sign-in with `user` and /users/me with the same user; records what was sent. */
function acceptSignIn(user: typeof patient, sent: unknown[] = []) {
  server.use(
    http.post(api('/api/users/sign-in'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(signedIn(user));
    }),
    http.get(api('/api/users/me'), () => HttpResponse.json(user)),
  );
  return sent;
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('/login', () => {
  it('asks for both fields with an accessible message, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all the fields');
  });

  it('shows the Google and Facebook buttons disabled with a coming-soon hint', async () => {
    renderApp('/login');
    const google = await screen.findByRole('button', { name: 'Login with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(/coming soon/);
    expect(screen.getByRole('button', { name: 'Log in with Facebook' })).toBeDisabled();
  });

  it('sends a patient home with the token kept, the Login button busy meanwhile', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const sent: unknown[] = [];
    server.use(
      http.post(api('/api/users/sign-in'), async ({ request }) => {
        sent.push(await request.json());
        await held;
        return HttpResponse.json(signedIn(patient));
      }),
      http.get(api('/api/users/me'), () => HttpResponse.json(patient)),
    );
    const { router } = renderApp('/login');
    await logIn('jane.doe@example.com', 'correct horse');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Signed in, and the token is nowhere script can read it (the session is an HttpOnly cookie).
    expect(window.localStorage.getItem(SESSION_KEY)).toBe('1');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('token-of-7');
    expect(sent).toEqual([
      {
        email: 'jane.doe@example.com',
        password: 'correct horse',
        fcmToken: '',
        gmailToken: '',
        facebookToken: '',
      },
    ]);
  });

  it('sends an admin to the dashboard', async () => {
    acceptSignIn(admin);
    const { router } = renderApp('/login');
    await logIn('boss@example.com', 'admin password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('sends an admin back where the admin guard sent them from', async () => {
    acceptSignIn(admin);
    const { router } = renderApp('/login?redirect=%2Fadmin%2Forders');
    await logIn('boss@example.com', 'admin password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
  });

  it('never sends a patient into the admin area, whatever the redirect says', async () => {
    acceptSignIn(patient);
    const { router } = renderApp('/login?redirect=%2Fadmin%2Forders');
    await logIn('jane.doe@example.com', 'correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("says 'Wrong credentials' and lets the user try again", async () => {
    server.use(
      http.post(api('/api/users/sign-in'), () => apiError(401, 'WRONG_CREDENTIALS', 'Wrong credentials')),
    );
    const { router } = renderApp('/login');
    await logIn('jane.doe@example.com', 'bad password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong credentials');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("shows the server's reason when it refuses for another cause (too many attempts)", async () => {
    server.use(
      http.post(api('/api/users/sign-in'), () =>
        apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in 15 minutes.'),
      ),
    );
    renderApp('/login');
    await logIn('jane.doe@example.com', 'bad password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('opens the Account Deactivated modal for a deactivated account', async () => {
    server.use(
      http.post(api('/api/users/sign-in'), () =>
        apiError(403, 'ACCOUNT_DEACTIVATED', 'This account has been deactivated'),
      ),
    );
    renderApp('/login');
    const user = await logIn('jane.doe@example.com', 'correct horse');
    const modal = await screen.findByRole('alertdialog', { name: 'Account Deactivated' });
    expect(modal).toHaveTextContent('Your Account is deactivated by the admin.');
    await user.click(within(modal).getByRole('button', { name: 'Back to Log in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('sends someone already signed in home instead of showing the form', async () => {
    signIn();
    server.use(http.get(api('/api/users/me'), () => HttpResponse.json(patient)));
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('follows its links without reloading the page', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiError, setUpPageTests } from '../../test/account-handlers';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';

vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
beforeEach(setUpPageTests);
afterAll(() => server.close());

async function choose(password: string, confirm = password) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return user;
}

describe('/new-password', () => {
  it('says the link cannot be used when it carries no token', async () => {
    renderApp('/new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('resets the password with the token (busy meanwhile), then offers to log in', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const sent: unknown[] = [];
    server.use(
      http.post(api('/api/users/reset-password'), async ({ request }) => {
        sent.push(await request.json());
        await held;
        return HttpResponse.json({ message: 'Your password has been reset. You can now log in.' });
      }),
    );
    const { router } = renderApp('/new-password?token=abc123');
    const user = await choose('a brand new one');
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    answer();
    const modal = await screen.findByRole('dialog', { name: 'Password Reset' });
    expect(sent).toEqual([{ token: 'abc123', password: 'a brand new one' }]);
    await user.click(within(modal).getByRole('button', { name: 'Back to Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('checks the two passwords match before sending', async () => {
    renderApp('/new-password?token=abc123');
    await choose('a brand new one', 'another one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords are not same !');
  });

  it('turns into the invalid-link screen when the server refuses the token', async () => {
    server.use(
      http.post(api('/api/users/reset-password'), () =>
        apiError(400, 'VALIDATION_ERROR', 'This password-reset link has expired.', [
          { field: 'token', message: 'This password-reset link has expired.' },
        ]),
      ),
    );
    renderApp('/new-password?token=old');
    await choose('a brand new one');
    expect(await screen.findByRole('link', { name: 'Request a new link' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('invalid or has expired');
  });

  it("keeps the form with the server's reason for any other refusal", async () => {
    server.use(
      http.post(api('/api/users/reset-password'), () =>
        HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Something went wrong.' }, { status: 500 }),
      ),
    );
    renderApp('/new-password?token=abc123');
    await choose('a brand new one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByLabelText('New Password')).toHaveValue('a brand new one');
  });
});

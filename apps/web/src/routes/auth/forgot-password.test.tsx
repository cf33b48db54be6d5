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

async function ask(email: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Check E-mail' }));
  return user;
}

describe('/forgot-password', () => {
  it('checks the address before sending anything', async () => {
    renderApp('/forgot-password');
    await ask('not-an-address');
    expect(await screen.findByLabelText('E-mail')).toHaveAccessibleDescription(/valid e-mail/);
  });

  it('sends the reset e-mail (busy meanwhile) and tells the user to check their inbox', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const sent: unknown[] = [];
    server.use(
      http.post(api('/api/users/forgot-password'), async ({ request }) => {
        sent.push(await request.json());
        await held;
        return HttpResponse.json({ message: 'If an account exists, we sent a link.' }, { status: 202 });
      }),
    );
    renderApp('/forgot-password');
    const user = await ask('jane.doe@example.com');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer();
    const modal = await screen.findByRole('dialog', { name: 'Check Your Inbox' });
    expect(modal).toHaveTextContent('jane.doe@example.com');
    expect(sent).toEqual([{ email: 'jane.doe@example.com' }]);
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when it refuses", async () => {
    server.use(
      http.post(api('/api/users/forgot-password'), () =>
        apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in 15 minutes.'),
      ),
    );
    renderApp('/forgot-password');
    await ask('jane.doe@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

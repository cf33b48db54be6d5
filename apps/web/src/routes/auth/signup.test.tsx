import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../app/api-client';
import { api, apiError, patient, setUpPageTests } from '../../test/account-handlers';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { expectToast } from '../../test/toast';

vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
beforeEach(setUpPageTests);
afterAll(() => server.close());
beforeEach(() => window.localStorage.clear());

async function fillSignUp(values: Record<string, string>) {
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(await screen.findByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  return user;
}

const complete = {
  'First Name': 'Jane',
  'Last Name': 'Doe',
  Email: 'jane.doe@example.com',
  Password: 'correct horse',
  'Confirm Password': 'correct horse',
};

describe('/signup', () => {
  it("asks for every field: 'Please fill all the fields !'", async () => {
    renderApp('/signup');
    await fillSignUp({ ...complete, 'Last Name': '' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all the fields !');
  });

  it("refuses two different passwords: 'Passwords are not same !'", async () => {
    renderApp('/signup');
    await fillSignUp({ ...complete, 'Confirm Password': 'another horse' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords are not same !');
  });

  it('creates the account, says so, signs it in and goes home', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(api('/api/users/sign-up'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(patient, { status: 201 });
      }),
      http.post(api('/api/users/sign-in'), () =>
        HttpResponse.json({
          data: {
            users: { id: 7, roles: ['PATIENT'], firstName: 'Jane', lastName: 'Doe', email: patient.email },
            accessToken: 'new-token',
          },
        }),
      ),
      http.get(api('/api/users/me'), () => HttpResponse.json(patient)),
    );
    const { router } = renderApp('/signup');
    await fillSignUp(complete);
    await expectToast('User Registered Successfully !');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Signed in, and the token is nowhere script can read it (the session is an HttpOnly cookie).
    expect(window.localStorage.getItem(SESSION_KEY)).toBe('1');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('new-token');
    expect(sent).toEqual([
      {
        email: 'jane.doe@example.com',
        password: 'correct horse',
        role: 'PATIENT',
        firstName: 'Jane',
        lastName: 'Doe',
      },
    ]);
  });

  it('comes back to the page that asked for an account (the cart on /shop)', async () => {
    server.use(
      http.post(api('/api/users/sign-up'), () => HttpResponse.json(patient, { status: 201 })),
      http.post(api('/api/users/sign-in'), () =>
        HttpResponse.json({
          data: {
            users: { id: 7, roles: ['PATIENT'], firstName: 'Jane', lastName: 'Doe', email: patient.email },
            accessToken: 'new-token',
          },
        }),
      ),
      http.get(api('/api/users/me'), () => HttpResponse.json(patient)),
    );
    const { router } = renderApp('/signup?redirect=%2Fproduct%2F7');
    expect(screen.getByRole('link', { name: /log ?in/i })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fproduct%2F7',
    );
    await fillSignUp(complete);
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/7'));
  });

  it('shows a taken e-mail on the field and in the alert, keeping what was typed', async () => {
    server.use(
      http.post(api('/api/users/sign-up'), () =>
        apiError(409, 'CONFLICT', 'An account with this e-mail already exists'),
      ),
    );
    renderApp('/signup');
    await fillSignUp(complete);
    const form = screen.getByRole('form', { name: 'Sign Up' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/already exists/);
    expect(screen.getByLabelText('First Name')).toHaveValue('Jane');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});

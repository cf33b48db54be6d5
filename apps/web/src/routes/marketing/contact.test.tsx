import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { validationError } from '../../test/warranty-fixtures';

const contactUrl = '*/interdentallab/api/contact-messages';

// The route modules load lazily: their first transform can take seconds under load.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Load the lazily imported pages once, before any test waits for them.
  await Promise.all([import('./contact')]);
}, 240_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Do you make Emax veneers?');
}

describe('/contact-us', { timeout: 60_000 }, () => {
  it('shows the contact page inside the marketing header and footer', async () => {
    renderApp('/contact-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('says what is missing without calling the API', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/contact-us');
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your first name')).toBeInTheDocument();
  });

  it('posts the message and shows the sent state', async () => {
    const user = userEvent.setup({ delay: null });
    let received: unknown;
    server.use(
      http.post(contactUrl, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ id: 4, receivedAt: '2026-03-01T10:00:00.000Z' }, { status: 201 });
      }),
    );
    renderApp('/contact-us');
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your message')).toBeInTheDocument();
    expect(received).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      message: 'Do you make Emax veneers?',
    });
  });

  it("shows the server's field errors and keeps what was typed; sending again works", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(contactUrl, () =>
        HttpResponse.json(
          validationError([{ field: 'email', message: 'This address cannot receive mail' }]),
          {
            status: 400,
          },
        ),
      ),
    );
    renderApp('/contact-us');
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you make Emax veneers?');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');

    server.use(
      http.post(contactUrl, () =>
        HttpResponse.json({ id: 5, receivedAt: '2026-03-01T10:00:00.000Z' }, { status: 201 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your message')).toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.post(contactUrl, () => HttpResponse.error()));
    renderApp('/contact-us');
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('could not reach the server'));
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Lovelace');
  });
});

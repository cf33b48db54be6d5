import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../app/api-client';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import type { ContactMessage } from '@idl/api-contract';
import { contactMessagePage } from '../../test/warranty-fixtures';

const messagesUrl = '*/interdentallab/api/admin/contact-messages';
const message: ContactMessage = {
  id: 4,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  message: 'Do you ship zirconia crowns to Orlando?',
  receivedAt: '2026-03-01T10:00:00.000Z',
  handledAt: null,
};

// The admin area loads lazily: its first transform can take seconds under load.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./admin-root');
}, 240_000);
beforeEach(() => {
  window.localStorage.setItem(SESSION_KEY, 'admin-token');
  server.use(
    http.get('*/interdentallab/api/users/me', () =>
      HttpResponse.json({
        id: 1,
        email: 'admin@example.com',
        firstName: 'Ada',
        lastName: 'Admin',
        roles: ['ADMIN'],
        status: 'active',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    ),
  );
});
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

describe('/admin/messages', { timeout: 60_000 }, () => {
  it('lists the messages and marks one handled', async () => {
    let current = message;
    server.use(
      http.get(messagesUrl, () => HttpResponse.json(contactMessagePage([current]))),
      http.post(`${messagesUrl}/4/handled`, () => {
        current = { ...message, handledAt: '2026-03-02T10:00:00.000Z' };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/messages');
    expect(await screen.findByText('Do you ship zirconia crowns to Orlando?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as Handled: message from Grace Hopper' }));
    expect(await screen.findByText('Handled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as Handled/ })).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that works', async () => {
    let calls = 0;
    server.use(
      http.get(messagesUrl, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Something went wrong' }, { status: 500 })
          : HttpResponse.json(contactMessagePage([message]));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/messages');
    expect(await screen.findByText('We could not load the messages. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Do you ship zirconia crowns to Orlando?')).toBeInTheDocument();
  });

  it('says when the error comes while marking', async () => {
    server.use(
      http.get(messagesUrl, () => HttpResponse.json(contactMessagePage([message]))),
      http.post(`${messagesUrl}/4/handled`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'The message was not found' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/messages');
    await user.click(
      await screen.findByRole('button', { name: 'Mark as Handled: message from Grace Hopper' }),
    );
    expect(await screen.findByText('The message was not found')).toBeInTheDocument();
  });

  it('says when the server cannot be reached while marking', async () => {
    server.use(
      http.get(messagesUrl, () => HttpResponse.json(contactMessagePage([message]))),
      http.post(`${messagesUrl}/4/handled`, () => HttpResponse.error()),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/messages');
    await user.click(
      await screen.findByRole('button', { name: 'Mark as Handled: message from Grace Hopper' }),
    );
    expect(
      await screen.findByText('We could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it('says when there are no messages', async () => {
    server.use(http.get(messagesUrl, () => HttpResponse.json(contactMessagePage([]))));
    renderApp('/admin/messages');
    expect(await screen.findByText(/No messages/i)).toBeInTheDocument();
  });
});

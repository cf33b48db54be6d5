import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../app/api-client';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { setUpAdminTests } from './test/setup-admin-tests';
import { api, failure, makeDashboard } from '../../test/admin-data';

setUpAdminTests();
beforeEach(() => {
  server.use(http.get(api('/api/admin/dashboard'), () => HttpResponse.json(makeDashboard())));
});

describe('the admin frame', () => {
  it('sends /admin to the dashboard and highlights Dashboard in a menu that lists Warranty and Messages', async () => {
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page'),
    );
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Warranty' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it("shows the signed-in admin's name, e-mail and real notifications", async () => {
    renderApp('/admin/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace Hopper' }),
    ).toBeVisible();
    expect(screen.getByText('grace@lab.test')).toBeInTheDocument();
    expect(await screen.findByText('You have 1 unread notification')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByText('New order #1042')).toBeInTheDocument();
  });

  it('marks a notification as read through the API', async () => {
    let marked: string | undefined;
    server.use(
      http.post(api('/api/notifications/:id/read'), ({ params }) => {
        marked = String(params.id);
        return HttpResponse.json({ unreadCount: 0 });
      }),
    );
    renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Read: New order #1042' }));
    await waitFor(() => expect(marked).toBe('5'));
  });

  it('opens the order a notification is about, marking it read', async () => {
    let marked: string | undefined;
    server.use(
      http.get(api('/api/admin/orders/:id'), () => failure(404, 'Order not found')),
      http.get(api('/api/orders/:id'), () => failure(404, 'Order not found')),
      http.post(api('/api/notifications/:id/read'), ({ params }) => {
        marked = String(params.id);
        return HttpResponse.json({ unreadCount: 0 });
      }),
    );
    const { router } = renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    await userEvent.click(await screen.findByRole('link', { name: 'New order #1042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders/1042'));
    await waitFor(() => expect(marked).toBe('5'));
  });

  it('navigates with the side menu without reloading, highlighting the new entry', async () => {
    server.use(http.get(api('/api/admin/users'), () => HttpResponse.json([])));
    const { router } = renderApp('/admin/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  });

  it('frames the warranty and messages screens too', async () => {
    renderApp('/admin/messages');
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  });

  it('shows not found for an unknown admin address, inside the frame', async () => {
    renderApp('/admin/nowhere');
    expect(await screen.findByRole('heading', { name: 'This admin page does not exist' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
  });

  it('logs out: the token is gone and /login shows', async () => {
    const { router } = renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});

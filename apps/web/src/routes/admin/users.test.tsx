import type { AdminUser } from '@idl/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, failure, makeUser } from '../../test/admin-data';
import { setUpAdminTests } from './test/setup-admin-tests';

setUpAdminTests();

/** Accounts kept on the 'server': the list filters as the API does, the actions change them. */
function usersServer(start: AdminUser[]) {
  let users = start;
  const queries: URLSearchParams[] = [];
  const setStatus = (id: number, status: AdminUser['status']) => {
    users = users.map((u) => (u.id === id ? { ...u, status } : u));
    return HttpResponse.json(users.find((u) => u.id === id));
  };
  server.use(
    http.get(api('/api/admin/users'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const q = query.get('q')?.toLowerCase();
      const status = query.get('status');
      return HttpResponse.json(
        users.filter((u) => (!q || u.email.includes(q)) && (!status || u.status === status)),
      );
    }),
    http.delete(api('/api/admin/users/:id/deactivate'), ({ params }) =>
      setStatus(Number(params.id), 'INACTIVE'),
    ),
    http.post(api('/api/admin/users/:id/activate'), ({ params }) => setStatus(Number(params.id), 'active')),
  );
  return queries;
}

/**
 * Deactivates Ada Lovelace from her row's menu and its confirmation, and sees what the admin sees
 * after: the toast, her row Inactive, and the dialog gone.
 */
async function deactivateAda(row: HTMLElement) {
  await userEvent.click(within(row).getByRole('button', { name: 'Actions for Ada Lovelace' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate User' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate This User?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate User' }));
  expect(await screen.findByText('User De-Activated successfully!')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(screen.getByRole('row', { name: /Ada Lovelace/ })).getByText('Inactive'),
    ).toBeInTheDocument(),
  );
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('/admin/users', () => {
  it('deactivates a user after confirmation, says so, and refreshes the list', async () => {
    usersServer([makeUser(2, 'Ada Lovelace'), makeUser(3, 'Alan Turing')]);
    renderApp('/admin/users');
    const row = await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await deactivateAda(row);
  });

  it('shows the new status when a search was still being read as the admin confirmed', async () => {
    const queries = usersServer([makeUser(2, 'Ada Lovelace'), makeUser(3, 'Alan Turing')]);
    let deactivated = () => {};
    const done = new Promise<void>((resolve) => {
      deactivated = resolve;
    });
    let current: AdminUser[] = [makeUser(2, 'Ada Lovelace'), makeUser(3, 'Alan Turing')];
    server.use(
      // The search's first read takes the list as it was, and answers only after the change.
      http.get(api('/api/admin/users'), async ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const q = query.get('q')?.toLowerCase();
        const seen = current.filter((u) => !q || u.email.includes(q));
        if (q && queries.filter((each) => each.get('q')).length === 1) await done;
        return HttpResponse.json(seen);
      }),
      http.delete(api('/api/admin/users/:id/deactivate'), ({ params }) => {
        current = current.map((u) => (u.id === Number(params.id) ? { ...u, status: 'INACTIVE' } : u));
        setTimeout(deactivated, 0);
        return HttpResponse.json(current.find((u) => u.id === Number(params.id)));
      }),
    );
    renderApp('/admin/users');
    const row = await screen.findByRole('row', { name: /Ada Lovelace/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by E-mail' }), 'ada');
    await waitFor(() => expect(queries.some((query) => query.get('q'))).toBe(true));
    await deactivateAda(row);
  });

  it('activates a deactivated user again', async () => {
    usersServer([makeUser(2, 'Ada Lovelace', 'INACTIVE')]);
    renderApp('/admin/users');
    const row = await screen.findByRole('row', { name: /Ada Lovelace/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Activate User' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate This User?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate User' }));
    expect(await screen.findByText('User Activated successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Ada Lovelace/ })).getByText('Active'),
      ).toBeInTheDocument(),
    );
  });

  it('shows a refused deactivation as an error', async () => {
    usersServer([makeUser(2, 'Ada Lovelace')]);
    server.use(
      http.delete(api('/api/admin/users/:id/deactivate'), () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'You cannot deactivate yourself' }, { status: 403 }),
      ),
    );
    renderApp('/admin/users');
    const row = await screen.findByRole('row', { name: /Ada Lovelace/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate User' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate This User?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate User' }));
    expect(await screen.findByText('Error: You cannot deactivate yourself')).toBeInTheDocument();
  });

  it('sends the e-mail search and the tab to the server, and says when nothing matches', async () => {
    const queries = usersServer([makeUser(2, 'Ada Lovelace'), makeUser(3, 'Alan Turing', 'INACTIVE')]);
    renderApp('/admin/users');
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    await userEvent.click(screen.getByRole('tab', { name: 'Deactive Users' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ada Lovelace/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Alan Turing/ })).toBeInTheDocument();
    expect(queries.some((q) => q.get('status') === 'INACTIVE')).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by E-mail' }), 'nobody');
    expect(await screen.findByText('No users found with an e-mail containing "nobody"')).toBeInTheDocument();
    // The search is debounced: the message can come from the answer to 'nob', the call for the
    // whole word follows.
    await waitFor(() => expect(queries.some((q) => q.get('q') === 'nobody')).toBe(true));
  });

  it('shows a load failure and loads again on Try Again', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/admin/users'), () => {
        calls += 1;
        return calls === 1 ? failure() : HttpResponse.json([makeUser(2, 'Ada Lovelace')]);
      }),
    );
    renderApp('/admin/users');
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });
});

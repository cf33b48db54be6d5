import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../app/api-client';
import {
  api,
  apiError,
  catalogueHandlers,
  patient,
  sessions,
  signIn,
  signedInHandlers,
  setUpPageTests,
} from '../../test/account-handlers';
import { renderCustomerLayout } from '../../test/render-customer-layout';
import { server } from '../../test/server';

vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
beforeEach(setUpPageTests);
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  signIn();
  server.use(...catalogueHandlers, ...signedInHandlers());
});

/** Opens the account menu and chooses `item`; returns the dialog it opens. */
async function openFromAccountMenu(item: string, dialogName: string) {
  const user = userEvent.setup({ delay: null });
  const { router } = renderCustomerLayout('/shop');
  await user.click(await screen.findByRole('button', { name: 'Jane.doe' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return { user, router, dialog: await screen.findByRole('dialog', { name: dialogName }) };
}

const settings = {
  emailNotification: true,
  offersAndPromotions: false,
  newsLetter: false,
  personalizedNotification: true,
};

describe('Profile (Your Account)', () => {
  it('saves the name at once; a new e-mail needs the password and waits for its link', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(api('/api/users/me'), async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        const { email, currentPassword, ...names } = body;
        return HttpResponse.json({
          ...patient,
          ...names,
          ...(currentPassword && email !== patient.email ? { pendingEmail: email } : {}),
        });
      }),
    );
    const { user, dialog } = await openFromAccountMenu('Profile', 'Your Account');
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Jane');
    const email = within(dialog).getByLabelText('E-mail Address');
    await user.clear(email);
    await user.type(email, 'jane.smith@example.com');
    await user.type(within(dialog).getByLabelText('Current Password'), 'my pass word');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Almost done: follow the link we sent to jane.smith@example.com to confirm your new e-mail.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane.smith@example.com',
        currentPassword: 'my pass word',
      },
    ]);
    // Until the link is followed the account keeps its e-mail.
    expect(await screen.findByRole('button', { name: 'Jane.doe' })).toBeVisible();
  });

  it('saves a new name with the e-mail unchanged, without asking for the password', async () => {
    server.use(
      http.put(api('/api/users/me'), async ({ request }) =>
        HttpResponse.json({ ...patient, ...((await request.json()) as Record<string, string>) }),
      ),
    );
    const { user, dialog } = await openFromAccountMenu('Profile', 'Your Account');
    const last = within(dialog).getByLabelText('Last Name');
    await user.clear(last);
    await user.type(last, 'Smith');
    expect(within(dialog).queryByLabelText('Current Password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your account has been updated.')).toBeVisible();
  });

  it('keeps the dialog open with the reason when the e-mail is taken', async () => {
    server.use(
      http.put(api('/api/users/me'), () =>
        apiError(409, 'CONFLICT', 'An account with this e-mail already exists'),
      ),
    );
    const { user, dialog } = await openFromAccountMenu('Profile', 'Your Account');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already exists');
    expect(within(dialog).getByLabelText('E-mail Address')).toHaveAccessibleDescription(/already exists/);
    // The error toast says it too.
    expect(screen.getAllByText('An account with this e-mail already exists').length).toBeGreaterThan(1);
  });
});

describe('Notification Settings', () => {
  it('loads the four settings and saves them all together', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(api('/api/users/me/notification-settings'), () => HttpResponse.json(settings)),
      http.put(api('/api/users/me/notification-settings'), async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return HttpResponse.json(body);
      }),
    );
    const { user, dialog } = await openFromAccountMenu('Notification Settings', 'Notification Settings');
    const newsLetter = await within(dialog).findByRole('switch', { name: 'News Letter' });
    expect(newsLetter).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Email Notification' })).toBeChecked();
    await user.click(within(dialog).getByText('News Letter'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your notification settings have been saved.')).toBeVisible();
    expect(sent).toEqual([{ ...settings, newsLetter: true }]);
  });

  it('says when the settings cannot be read and reads them again on Retry', async () => {
    let reads = 0;
    server.use(
      http.get(api('/api/users/me/notification-settings'), () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Something went wrong.' }, { status: 500 })
          : HttpResponse.json(settings);
      }),
    );
    const { user, dialog } = await openFromAccountMenu('Notification Settings', 'Notification Settings');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('could not be loaded');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('switch', { name: 'News Letter' })).toBeVisible();
  });
});

describe('Change Password', () => {
  it('changes the password with the current one', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(api('/api/users/me/password'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Your password has been changed.' });
      }),
    );
    const { user, dialog } = await openFromAccountMenu('Change Password', 'Change Password');
    await user.type(within(dialog).getByLabelText('Current Password'), 'old password');
    await user.type(within(dialog).getByLabelText('New Password'), 'a new password');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'a new password');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ currentPassword: 'old password', newPassword: 'a new password' }]);
  });

  it('keeps the dialog open when the current password is wrong', async () => {
    server.use(
      http.put(api('/api/users/me/password'), () =>
        apiError(400, 'VALIDATION_ERROR', 'The current password is not correct', [
          { field: 'currentPassword', message: 'The current password is not correct' },
        ]),
      ),
    );
    const { user, dialog } = await openFromAccountMenu('Change Password', 'Change Password');
    await user.type(within(dialog).getByLabelText('Current Password'), 'wrong one');
    await user.type(within(dialog).getByLabelText('New Password'), 'a new password');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'a new password');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current password is not correct');
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  });
});

describe('Signed-in Devices', () => {
  /** The API's sessions, as a list the DELETE answers change; what was asked is kept in `calls`. */
  function sessionsApi() {
    let live = [...sessions];
    const calls: string[] = [];
    server.use(
      http.get(api('/api/users/me/sessions'), () => HttpResponse.json({ sessions: live })),
      http.delete(api('/api/users/me/sessions/:id'), ({ params }) => {
        calls.push(`end ${String(params.id)}`);
        if (!live.some((session) => session.id === params.id))
          return apiError(404, 'NOT_FOUND', 'This session was not found');
        live = live.filter((session) => session.id !== params.id);
        return HttpResponse.json({ message: 'That device is signed out.' });
      }),
      http.delete(api('/api/users/me/sessions'), () => {
        calls.push('end all');
        live = [];
        return HttpResponse.json({ message: 'You are signed out on every device.' });
      }),
      http.post(api('/api/users/sign-out'), () => {
        calls.push('sign out');
        return HttpResponse.json({ message: 'You are signed out.' });
      }),
    );
    return {
      calls,
      endElsewhere: (id: string) => (live = live.filter((session) => session.id !== id)),
    };
  }

  it('lists the devices, signs another one out and shows the list without it', async () => {
    const { calls } = sessionsApi();
    const { user, dialog } = await openFromAccountMenu('Signed-in Devices', 'Signed-in Devices');
    const list = await within(dialog).findByRole('list', { name: 'Signed-in devices' });
    const [thisBrowser, phone] = within(list).getAllByRole('listitem');
    expect(thisBrowser).toHaveTextContent('Chrome on LinuxThis device');
    expect(thisBrowser).toHaveTextContent('Last active Nov 24, 2026, 3:15 AM EST');
    expect(phone).toHaveTextContent('Safari on iOS');
    expect(phone).toHaveTextContent('Signed in Nov 2, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out Safari on iOS' }));
    expect(await screen.findByText('Safari on iOS is signed out.')).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(within(dialog).getByText('No other devices are signed in.')).toBeVisible();
    expect(calls).toEqual(['end janes-phone']);
    // This browser is still signed in.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Jane.doe' })).toBeVisible();
    expect(window.localStorage.getItem(SESSION_KEY)).not.toBeNull();
  });

  it('says so when the device was signed out meanwhile, and shows the list as it is now', async () => {
    const { endElsewhere } = sessionsApi();
    const { user, dialog } = await openFromAccountMenu('Signed-in Devices', 'Signed-in Devices');
    const signOutPhone = await within(dialog).findByRole('button', { name: 'Sign Out Safari on iOS' });
    endElsewhere('janes-phone');
    await user.click(signOutPhone);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This session was not found');
    await waitFor(() => expect(within(dialog).queryByText('Safari on iOS')).not.toBeInTheDocument());
  });

  it('signs out everywhere after a confirmation, and this browser lands signed out', async () => {
    const { calls } = sessionsApi();
    const { user, router, dialog } = await openFromAccountMenu('Signed-in Devices', 'Signed-in Devices');
    await within(dialog).findByRole('list', { name: 'Signed-in devices' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out Everywhere' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign Out Everywhere?' });
    expect(calls).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Sign Out Everywhere' }));
    expect(await screen.findByText('You are signed out on every device.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Jane.doe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Sign Out Everywhere?' })).not.toBeInTheDocument();
    // The server ended this session already: nothing asks it to sign out again.
    expect(calls).toEqual(['end all']);
  });
});

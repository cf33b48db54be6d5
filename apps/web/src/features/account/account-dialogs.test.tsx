import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  apiError,
  catalogueHandlers,
  patient,
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
  renderCustomerLayout('/shop');
  await user.click(await screen.findByRole('button', { name: 'Jane.doe' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return { user, dialog: await screen.findByRole('dialog', { name: dialogName }) };
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

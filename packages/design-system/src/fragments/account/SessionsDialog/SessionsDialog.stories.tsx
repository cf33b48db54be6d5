import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SessionsDialog } from './SessionsDialog';
import { sampleSessions } from './SessionsDialog.fixtures';
import { sessionsLoadStates } from './SessionsDialog.types';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const [thisBrowser, phone, laptop] = sampleSessions;

const meta = {
  title: 'Account/SessionsDialog',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'The account menu’s Signed-in Devices: every browser signed in to the account, this one first and marked This device, each with when it signed in and was last active. Other devices can be signed out one by one; Sign Out Everywhere ends them all after a confirmation.',
        do: [
          'Pass `endingSessionId` or `endingAll` while a sign-out runs: that button is busy and the others wait.',
          'When Sign Out Everywhere succeeds, close it and treat this browser as signed out too, as the app does.',
          'Pass `loadState` while the list is read: a spinner, or an alert with Retry.',
        ],
        dont: [
          'Don’t use it to sign out of this browser only: that is the account menu’s Sign Out.',
          'Don’t report a failed sign-out in a toast alone: pass `errorMessage`, shown in the confirmation while it is open, above the list otherwise.',
        ],
        content: [
          'The specification does not quote this dialog; its texts are its own: Signed-in Devices, This device, Sign Out, Sign Out Everywhere.',
          'Device names are shown as the server sends them (Chrome on Linux); dates read Nov 21, 2026 and times carry their zone (3:15 AM EST).',
          'The confirmation says that this device is signed out too and that the password is needed to sign in again.',
        ],
      },
    }),
  },
  component: SessionsDialog,
  argTypes: {
    ...fixtureData('sessions'),
    loadState: { control: 'inline-radio', options: sessionsLoadStates },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSignOutSession: fn(),
    onSignOutEverywhere: fn(),
    sessions: sampleSessions,
  },
} satisfies Meta<typeof SessionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each device with its dates; this one first, marked, and without a Sign Out of its own. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Signed-in Devices' });
    const rows = within(within(dialog).getByRole('list', { name: 'Signed-in devices' })).getAllByRole(
      'listitem',
    );
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Chrome on LinuxThis device');
    await expect(rows[0]).toHaveTextContent('Signed in Nov 21, 2026');
    await expect(rows[0]).toHaveTextContent('Last active Nov 24, 2026, 3:15 AM EST');
    await expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    const signOutPhone = within(dialog).getByRole('button', { name: 'Sign Out Safari on iOS' });
    await expect(signOutPhone).toHaveAccessibleDescription(
      'Signed in Nov 2, 2026 Last active Nov 23, 2026, 4:07 PM EST',
    );
  },
};

export const SignsOutAnotherDevice: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async (context) => {
    // What Default checks, then the interaction.
    await Default.play?.(context);
    const { args } = context;
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out Safari on iOS' }));
    await expect(args.onSignOutSession).toHaveBeenCalledWith(phone!.id);
    await expect(args.onSignOutSession).toHaveBeenCalledOnce();
    await expect(args.onSignOutEverywhere).not.toHaveBeenCalled();
  },
};

/** A signed-out device leaves the list; keyboard focus stays in the dialog, so Escape still closes it. */
export const DeviceLeavesTheList: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: function Render(args) {
    const [sessions, setSessions] = useState(args.sessions ?? []);
    return (
      <SessionsDialog
        {...args}
        sessions={sessions}
        onSignOutSession={(id) => {
          args.onSignOutSession(id);
          setSessions((all) => all.filter((session) => session.id !== id));
        }}
      />
    );
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Signed-in Devices' });
    within(dialog).getByRole('button', { name: 'Sign Out Firefox on Windows' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).queryByText('Firefox on Windows')).not.toBeInTheDocument());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** 'Sign Out Everywhere' asks first: Escape or Cancel back out, only the confirmation ends sessions. */
export const SignOutEverywhere: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Signed-in Devices' });
    const everywhere = within(dialog).getByRole('button', { name: 'Sign Out Everywhere' });
    await userEvent.click(everywhere);
    let confirm = await screen.findByRole('alertdialog', { name: 'Sign Out Everywhere?' });
    await expect(confirm).toHaveTextContent('this one included');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Escape closed only the question: the list is still open and focus is back on its button.
    await expectVisible(screen.getByRole('dialog', { name: 'Signed-in Devices' }));
    await waitFor(() => expect(everywhere).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    confirm = await screen.findByRole('alertdialog', { name: 'Sign Out Everywhere?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expect(args.onSignOutEverywhere).not.toHaveBeenCalled();
    await userEvent.click(everywhere);
    confirm = await screen.findByRole('alertdialog', { name: 'Sign Out Everywhere?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign Out Everywhere' }));
    await expect(args.onSignOutEverywhere).toHaveBeenCalledOnce();
    await expect(args.onSignOutSession).not.toHaveBeenCalled();
  },
};

/** One device is being signed out: its button says so, nothing else can start meanwhile. */
export const EndingOneDevice: Story = {
  args: { endingSessionId: phone!.id },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Signing Out... Safari on iOS' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Sign Out Firefox on Windows' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Sign Out Everywhere' })).toBeDisabled();
  },
};

/** Signing out everywhere: the confirmation is busy and cannot be dismissed. */
export const EndingEverywhere: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { defaultConfirmOpen: true, endingAll: true },
  play: async ({ args }) => {
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign Out Everywhere?' });
    await expect(within(confirm).getByRole('button', { name: 'Signing Out...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expectVisible(screen.getByRole('alertdialog'));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A device could not be signed out: the reason is announced above the list. */
export const Error: Story = {
  args: { errorMessage: 'This session was not found.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Signed-in Devices' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('This session was not found.');
  },
};

/** Signing out everywhere failed: the confirmation stays with the reason, to try again or cancel. */
export const EverywhereError: Story = {
  args: {
    defaultConfirmOpen: true,
    errorMessage: 'We could not reach the server. Check your connection and try again.',
  },
  play: async () => {
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign Out Everywhere?' });
    await expect(within(confirm).getByRole('alert')).toHaveTextContent('could not reach the server');
    await expect(within(confirm).getByRole('button', { name: 'Sign Out Everywhere' })).toBeEnabled();
  },
};

export const OnlyThisDevice: Story = {
  args: { sessions: [thisBrowser!] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Signed-in Devices' });
    await expectVisible(within(dialog).getByText('No other devices are signed in.'));
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { sessions: undefined, loadState: 'loading' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Signed-in Devices' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your devices');
    await expect(within(dialog).getByRole('button', { name: 'Sign Out Everywhere' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { sessions: undefined, loadState: 'error', onRetry: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Signed-in Devices' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A phone, with a device the server could only name by its user agent (up to 60 characters). */
export const Phone: Story = {
  args: {
    sessions: [
      thisBrowser!,
      { ...laptop!, device: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36' },
    ],
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Signed-in Devices' });
    await expectVisible(within(dialog).getByRole('button', { name: /^Sign Out Mozilla/ }));
  },
};

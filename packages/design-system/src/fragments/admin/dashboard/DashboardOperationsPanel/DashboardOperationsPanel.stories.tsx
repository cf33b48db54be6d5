import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DashboardOperationsPanel } from './DashboardOperationsPanel';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const now = new Date('2026-11-24T09:30:00Z');

const meta = {
  title: 'Admin/Dashboard/DashboardOperationsPanel',
  component: DashboardOperationsPanel,
  argTypes: { ...fixtureData('failedEmails', 'lastBackupAt', 'now') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The dashboard’s Backups and e-mail block: when the last backup finished, how many e-mails wait to be sent, and the e-mails the shop gave up sending, each with the mail server’s reason and Send Again. The app shows it under AdminDashboard.',
        do: [
          'Pass `backupIntervalHours` from the server: a backup older than twice that is marked Overdue (0 turns the check off).',
          'Set `resendingId` while an e-mail is sent again: only its button is busy.',
          'Say how it went in a toast, as the app does: The e-mail is queued and will be sent again.',
          'Pass `onRetry` with `error`: the status that failed to load comes with Try Again.',
        ],
        dont: [
          'Don’t pass `now` in the app: it defaults to the current time; stories fix it so pictures stay the same.',
          'Don’t use it for other problems (orders, payments): it covers backups and e-mail only.',
        ],
        content: [
          'Fixed texts: Backups and e-mail, Last backup, E-mails waiting to be sent, E-mails that could not be sent, Send Again.',
          'Badges: Up to date, Overdue, No backup yet (the time then reads Never); failed e-mails add Needs attention.',
          'Times are Miami time with the zone (Nov 23, 2026, 10:00 PM EST).',
          'A load error is a sentence, e.g. The backup and e-mail status could not be loaded.',
        ],
      },
    }),
  },
  args: {
    lastBackupAt: '2026-11-24T03:00:12Z',
    backupIntervalHours: 24,
    mailWaiting: 0,
    failedEmails: [],
    onResend: fn(),
    now,
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof DashboardOperationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Backups and e-mail' })).toBeVisible();
    await expect(canvas.getByText('Nov 23, 2026, 10:00 PM EST')).toBeVisible();
    await expect(canvas.getByText('Up to date')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Send Again/ })).toBeNull();
  },
};

const failedEmails = [
  {
    id: 41,
    to: 'ana.ruiz@example.com',
    subject: 'Your order #1042 has shipped',
    reason: 'Mail command failed: 451 Mailbox busy, try again later',
    failedAt: '2026-11-24T08:12:00Z',
  },
  {
    id: 38,
    to: 'office@brickelldental.example.com',
    subject: 'Your Interdental Lab warranty reference number: IDL-D-7KQ3XM',
    reason: 'connect ECONNREFUSED 10.0.0.25:587',
    failedAt: '2026-11-23T17:40:00Z',
  },
];

export const WithFailedEmails: Story = {
  args: { failedEmails, mailWaiting: 3 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Needs attention')).toBeVisible();
    await expect(canvas.getByText(/451 Mailbox busy/)).toBeVisible();
    const resend = canvas.getAllByRole('button', { name: 'Send Again' })[0]!;
    await expect(resend).toHaveAccessibleDescription('Your order #1042 has shipped');
    // Keyboard: the first button is reached with Tab and pressed with Enter.
    await userEvent.tab();
    await expect(resend).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledWith(41);
  },
};

export const Resending: Story = {
  args: { failedEmails, resendingId: 41 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sending...')).toBeVisible();
    // Only the e-mail being sent is busy; the other can still be sent again.
    await expect(canvas.getByRole('button', { name: 'Send Again' })).toBeEnabled();
  },
};

export const BackupOverdue: Story = {
  args: { lastBackupAt: '2026-11-21T03:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Overdue')).toBeVisible();
  },
};

export const NeverBackedUp: Story = {
  args: { lastBackupAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Never')).toBeVisible();
    await expect(canvas.getByText('No backup yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Error: Story = {
  args: { error: 'The backup and e-mail status could not be loaded.', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const ErrorRetry: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: Error.args,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  args: { failedEmails, mailWaiting: 1 },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

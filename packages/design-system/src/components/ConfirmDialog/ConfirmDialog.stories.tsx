import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';
import { expectVisible } from '../storybook/expectVisible';
import { ownFrameInDocs } from '../storybook/ownFrameInDocs';

const meta = {
  title: 'Components/ConfirmDialog',
  parameters: ownFrameInDocs(),
  component: ConfirmDialog,
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
  args: {
    title: 'Deactivate this user?',
    message: 'Jane Doe will no longer be able to sign in until the account is activated again.',
    confirmLabel: 'Deactivate User',
    tone: 'critical',
    isOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expectVisible(await screen.findByRole('alertdialog', { name: 'Deactivate this user?' }));
  },
};

export const ConfirmAndCancel: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async (context) => {
    // What Default checks, then the interaction.
    await Default.play?.(context);
    const { args } = context;
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate User' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Neutral: Story = {
  args: {
    title: 'Activate this user?',
    message: 'Jane Doe will be able to sign in again.',
    confirmLabel: 'Activate User',
    tone: 'neutral',
  },
};

export const Busy: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { busy: true, busyLabel: 'Deactivating...' },
  play: async ({ args }) => {
    const confirm = await screen.findByRole('button', { name: 'Deactivating...' });
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'The user could not be deactivated. Please try again.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('could not be deactivated');
  },
};

export const LongText: Story = {
  args: {
    title: 'Cancel order #104213 placed by Maria Fernanda Rodriguez-Castellanos?',
    message:
      'The buyer will be told the order was cancelled. Stock reserved for its three products is released, and the order can no longer be confirmed, shipped or completed.',
    confirmLabel: 'Cancel order',
    cancelLabel: 'Keep order',
  },
};

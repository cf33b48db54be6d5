import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';
import { expectVisible } from '../storybook/expectVisible';
import { docsPage } from '../storybook/usage';
import { textProps } from '../storybook/controls';

const meta = {
  title: 'Components/ConfirmDialog',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'Asks to confirm one action before it runs, as an alert dialog built on Modal: deactivating or activating a user, cancelling an order, deleting a category or brand, approving a claim, recording a payment, signing out everywhere.',
        do: [
          'Use `tone` critical (a red button, the default) for destructive moves and neutral for the others, like Activate User or Record Payment.',
          'While the action runs pass `busy` and `busyLabel`: the buttons are disabled and the dialog cannot be closed.',
          'Close it yourself once the action succeeded (it stays open after `onConfirm`); on failure keep it open with `errorMessage`.',
        ],
        dont: [
          'Don’t use it for a form or a message with one button: use Modal (Add Category, Account Deactivated).',
          'Don’t label the buttons Yes and No: name the action (Deactivate User) and the way back (Cancel, Keep Order).',
        ],
        content: [
          'The title is a question naming the action and its object, in Title Case: Deactivate This User? Cancel Order #1042?',
          'The message says what will happen, in whole sentences, and says so when it cannot be undone.',
          'The confirm button repeats the action in Title Case (Deactivate User, Delete Category); its busy label says it is running (Deactivating...).',
          'An error says what failed and what to do: The user could not be deactivated. Please try again.',
        ],
      },
    }),
  },
  component: ConfirmDialog,
  argTypes: {
    ...textProps('message', 'title'),
    tone: { control: 'inline-radio', options: confirmDialogTones },
  },
  args: {
    title: 'Deactivate This User?',
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
    await expectVisible(await screen.findByRole('alertdialog', { name: 'Deactivate This User?' }));
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
    title: 'Activate This User?',
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
    title: 'Cancel Order #104213 Placed by Maria Fernanda Rodriguez-Castellanos?',
    message:
      'The buyer will be told the order was cancelled. Stock reserved for its three products is released, and the order can no longer be confirmed, shipped or completed.',
    confirmLabel: 'Cancel Order',
    cancelLabel: 'Keep Order',
  },
};

/** On a 375 px phone: the title, the message and both buttons keep to the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    await Default.play?.(context);
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate This User?' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectVisible(screen.getByRole('button', { name: 'Deactivate User' }));
    await expectVisible(screen.getByRole('button', { name: 'Cancel' }));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReasonDialog } from './ReasonDialog';
import { expectVisible } from '../storybook/expectVisible';
import { docsPage } from '../storybook/usage';
import { textProps } from '../storybook/controls';

const meta = {
  title: 'Components/ReasonDialog',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'Asks for the reason of a decision someone else reads, before it is made: rejecting a warranty claim (the patient reads it) or a dentist office (the office reads it).',
        do: [
          'Say in `message` what the decision does and who reads the reason; say in `description` where they read it.',
          'Close it with `onClose`; it closes itself once a reason is given and `onConfirm` is called.',
        ],
        dont: ['Don’t use it for a decision that needs no words: use ConfirmDialog.'],
        content: [
          'The title and the confirm button name the decision in Title Case: Reject Claim, Reject Office.',
          'A missing reason says what to write: Give the reason for the rejection.',
        ],
      },
    }),
  },
  component: ReasonDialog,
  argTypes: { ...textProps('message') },
  args: {
    isOpen: true,
    title: 'Reject Office',
    message: 'Bayfront Dental: the office cannot send cases, and reads the reason you give.',
    confirmLabel: 'Reject Office',
    description: 'The office reads this.',
    missingMessage: 'Give the reason for the rejection',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reject Office' });
    await expectVisible(within(dialog).getByLabelText('Reason'));
  },
};

/** An empty reason is refused; a reason is sent trimmed and the dialog asks to close. */
export const GiveReason: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Office' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Office' }));
    await expectVisible(dialog.getByText('Give the reason for the rejection'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Reason'), '  The licence has expired. ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Office' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('The licence has expired.');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

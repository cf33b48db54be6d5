import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { AccountDeactivatedModal } from './AccountDeactivatedModal';
import { ownFrameInDocs } from '../../../components/storybook/ownFrameInDocs';

const meta = {
  title: 'Account/AccountDeactivatedModal',
  parameters: ownFrameInDocs(),
  component: AccountDeactivatedModal,
  args: { isOpen: true, onBackToLogin: fn() },
} satisfies Meta<typeof AccountDeactivatedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Deactivated' });
    await expect(dialog).toHaveTextContent(
      'Your Account is deactivated by the admin. Contact admin to active your account.',
    );
  },
};

export const EscapeKeepsItOpen: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async (context) => {
    // What Default checks, then the interaction.
    await Default.play?.(context);
    const { args } = context;
    const dialog = screen.getByRole('alertdialog', { name: 'Account Deactivated' });
    // Escape does not dismiss it: the user must go back to the log-in screen.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Log in' }));
    await expect(args.onBackToLogin).toHaveBeenCalledOnce();
  },
};

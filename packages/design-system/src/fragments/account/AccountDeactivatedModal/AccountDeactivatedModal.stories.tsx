import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { AccountDeactivatedModal } from './AccountDeactivatedModal';
import { docsPage } from '../../../components/storybook/usage';

const meta = {
  title: 'Account/AccountDeactivatedModal',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'Tells a user that an administrator deactivated their account. The app opens it when log-in is refused for that reason, and when a signed-in user turns out to be deactivated. It cannot be dismissed: Back to Log in is the only way out.',
        do: [
          'In `onBackToLogin`, close it and show the log-in screen, as the app does.',
          'Where it may be needed on any page, load it from its own entry (`@idl/design-system/account-deactivated-modal`), as the app’s DeactivatedNotice does.',
        ],
        dont: [
          'Don’t use it for a visitor who simply is not signed in: that is AccountRequiredModal.',
          'Don’t report a deactivated account as a log-in error in the form’s alert: show this modal instead.',
        ],
        content: [
          'The text is the spec’s, word for word: Your Account is deactivated by the admin. Contact admin to active your account.',
          'The spec does not mark active as a typo, so it stays as written.',
          'The button is the spec’s Back to Log in; the title is Account Deactivated.',
        ],
      },
    }),
  },
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

/** On a 375 px phone: the message wraps and Back to Log in stays within the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};

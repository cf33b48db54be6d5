import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Account/ChangePasswordDialog',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'The account menu’s Change Password: the current password, then the new one typed twice, each with show/hide. It checks them before `onSubmit`, which gets `currentPassword` and `newPassword` as the API names them.',
        do: [
          'Set `busy` while saving (Saving...), and show the server’s refusal (a wrong current password) as `errorMessage`.',
          'On success close it and show the server’s message in a toast, as the app does.',
        ],
        dont: [
          'Don’t use it for a forgotten password: a signed-out user asks for a link on ForgotPasswordScreen.',
          'Don’t change names or the e-mail here: that is YourAccountDialog (Profile).',
        ],
        content: [
          'Labels: Current Password, New Password (hint At least 8 characters.), Confirm Password; the button is Save Changes.',
          'Field errors say what to enter: Enter your current password, Enter a new password, Confirm your password.',
          'Two different new passwords show the spec’s Passwords are not same ! in the alert and under Confirm Password.',
        ],
      },
    }),
  },
  component: ChangePasswordDialog,
  argTypes: { ...fixtureData('defaultValues') },
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Change Password' });
  },
};

export const SavesNewPassword: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Change Password' });
    await userEvent.type(screen.getByLabelText('Current Password'), 'old secret');
    await userEvent.type(screen.getByLabelText('New Password'), 'a new passphrase');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        currentPassword: 'old secret',
        newPassword: 'a new passphrase',
      }),
    );
  },
};

export const PasswordsDiffer: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: {
    defaultValues: {
      currentPassword: 'old secret',
      newPassword: 'a new passphrase',
      confirmPassword: 'a new one',
    },
  },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Change Password' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Passwords are not same !');
    await expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptySubmit: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async () => {
    await screen.findByRole('dialog', { name: 'Change Password' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectVisible(await screen.findByText('Enter your current password'));
    await expectVisible(screen.getByText('Enter a new password'));
  },
};

export const WrongCurrentPassword: Story = {
  args: { errorMessage: 'Your current password is not correct.' },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** On a 375 px phone: the three password fields and the buttons keep to the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};

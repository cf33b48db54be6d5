import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { NewPasswordScreen, newPasswordStatuses } from './NewPasswordScreen';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Account/NewPasswordScreen',
  component: NewPasswordScreen,
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'The /new-password page the reset e-mail links to: New Password, Confirm Password and Reset Password. `status` chooses what shows: the form, the Password Reset modal (Continue, Back to Log in), or a note that the link cannot be used with a link to ask for a new one.',
        do: [
          'Set `status` to `invalidLink` when the address has no token or the server refuses it, as the app does.',
          'Set `busy` while the request runs: the button reads Resetting... and cannot be pressed twice.',
          'Wire `onContinue` and `onBackToLogin`: the app goes to the shop and to /login.',
        ],
        dont: [
          'Don’t show a refused link as an alert over the form: switch to `invalidLink` so the visitor can ask for a new link.',
          'Don’t ask for the e-mail here: the token in the link says whose password it is.',
        ],
        content: [
          'The spec’s texts stay word for word: Set new Password, Reset Password, Password Reset, Continue; the modal’s Back to Log in is in Title Case.',
          'Field errors say what to enter or what is wrong: Enter a new password, Confirm your password, Password must be at least 8 characters.',
          'Two different passwords show the spec’s Passwords are not same !; a dead link says This password reset link is invalid or has expired.',
        ],
      },
    }),
  },
  argTypes: {
    ...fixtureData('defaultValues'),
    status: { control: 'inline-radio', options: newPasswordStatuses },
  },
  args: { onSubmit: fn(), onContinue: fn(), onBackToLogin: fn() },
} satisfies Meta<typeof NewPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('button', { name: 'Reset Password' }));
  },
};

export const ResetsPassword: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('New Password'), 'another long one');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'another long one');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'another long one' });
  },
};

export const PasswordsDiffer: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { defaultValues: { password: 'another long one', confirmPassword: 'another long two' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords are not same !');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { defaultValues: { password: 'short', confirmPassword: 'short' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expectVisible(canvas.getByText('Password must be at least 8 characters'));
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValues: { password: 'another long one', confirmPassword: 'another long one' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
  },
};

export const Success: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { status: 'success' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Password Reset' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Log in' }));
    await expect(args.onBackToLogin).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const InvalidLink: Story = {
  args: { status: 'invalidLink' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

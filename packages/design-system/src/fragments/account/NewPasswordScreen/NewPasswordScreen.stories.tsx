import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { NewPasswordScreen, newPasswordStatuses } from './NewPasswordScreen';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { ownFrameInDocs } from '../../../components/storybook/ownFrameInDocs';

const meta = {
  title: 'Account/NewPasswordScreen',
  component: NewPasswordScreen,
  parameters: { layout: 'fullscreen', ...ownFrameInDocs() },
  argTypes: { status: { control: 'inline-radio', options: newPasswordStatuses } },
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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to log in' }));
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { docsPage } from '../storybook/usage';
import { textProps } from '../storybook/controls';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  argTypes: { ...textProps('description', 'label') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A password input with a Show password toggle, so people can check what they typed; built on react-aria’s TextField. The log-in, sign-up, new-password, change-password and Your Account forms use it.',
        do: [
          'Set `autoComplete` to current-password on log in and new-password on sign up and reset, so password managers fill or suggest the right one.',
          'State the rule in `description` before anyone breaks it: At least 8 characters.',
          'Pass `errorMessage` to mark the field invalid and announce the reason.',
        ],
        dont: [
          'Don’t use TextField for a password: only this field hides the text and offers the toggle. For text that is not secret, use TextField.',
        ],
        content: [
          'Labels in Title Case: Password, Confirm Password, Current Password, New Password.',
          'A field error says what to enter: Enter your password, Confirm your password, Enter a new password.',
          'The specification’s text for passwords that differ stays word for word: Passwords are not same !',
        ],
      },
    }),
  },
  args: { label: 'Password', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Revealed: Story = {
  args: { defaultValue: 'secret123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Error: Story = {
  args: { label: 'Confirm Password', defaultValue: 'secret', errorMessage: 'Passwords are not same !' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret123' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { textProps } from '../../../components/storybook/controls';

/** Opens the confirmation when the form is sent, as the app does after the request succeeds. */
function Stateful(props: ForgotPasswordScreenProps) {
  const [sentTo, setSentTo] = useState(props.sentTo ?? null);
  return (
    <ForgotPasswordScreen
      {...props}
      sentTo={sentTo}
      onSubmit={(values) => {
        props.onSubmit(values);
        setSentTo(values.email);
      }}
      onConfirmationClose={() => {
        setSentTo(null);
        props.onConfirmationClose?.();
      }}
    />
  );
}

const meta = {
  title: 'Account/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  argTypes: { ...textProps('sentTo') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'The /forgot-password screen: one E-mail field and Check E-mail, which asks the server to e-mail a link to set a new password, then a Check Your Inbox confirmation. The server answers the same whether or not an account exists for the address.',
        do: [
          'Set `sentTo` to the address once the request succeeded: it opens the confirmation; clear it in `onConfirmationClose`.',
          'Set `busy` while sending: Check E-mail reads Sending... and cannot be pressed twice.',
          'Point `backHref` (Go back) at the log-in screen.',
        ],
        dont: [
          'Don’t tell the visitor whether an account exists: the confirmation reads If an account exists for … either way.',
          'Don’t open the confirmation when the request failed: show the server’s answer as `errorMessage` instead.',
        ],
        content: [
          'The heading is the spec’s Forget Password, while the log-in link reads Forgot Password ?: both stay as the spec writes them.',
          'The button and link are the spec’s Check E-mail and Go back.',
          'Field errors say what to enter: Enter your e-mail, Enter a valid e-mail address.',
        ],
      },
    }),
  },
  args: { onSubmit: fn(), onConfirmationClose: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/login');
  },
};

export const InvalidEmail: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check E-mail' }));
    await expectVisible(canvas.getByText('Enter your e-mail'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'jane.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Check E-mail' }));
    await expectVisible(canvas.getByText('Enter a valid e-mail address'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, defaultEmail: 'jane@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { defaultEmail: 'jane@example.com', errorMessage: 'Too many attempts. Try again in 15 minutes.' },
};

export const ConfirmationOpen: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'jane@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Check E-mail' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'jane@example.com' });
    const dialog = await screen.findByRole('dialog', { name: 'Check Your Inbox' });
    await expect(dialog).toHaveTextContent('jane@example.com');
  },
};

export const ConfirmationCloses: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { sentTo: 'jane@example.com' },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Check Your Inbox' });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirmationClose).toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

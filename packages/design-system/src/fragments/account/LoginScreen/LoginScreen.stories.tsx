import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoginScreen } from './LoginScreen';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Account/LoginScreen',
  component: LoginScreen,
  argTypes: { ...fixtureData('defaultValues') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The /login screen: Email, Password with show/hide, Forgot Password ?, Login, the disabled Google and Facebook buttons and Sign up. It checks both fields are filled before `onSubmit`; the app signs in and sends an ADMIN to the dashboard, a PATIENT home (or back where they came from).',
        do: [
          'Set `busy` while the request runs: Login reads Logging in... and cannot be pressed twice.',
          'Pass the server’s refusal as `errorMessage`, with the texts in `loginErrorMessages` (Wrong credentials, Login failed).',
          'Keep ?redirect= in `signUpHref`, as the app does, so signing up instead still returns the visitor to their page.',
        ],
        dont: [
          'Don’t add an e-mail format check: the specification asks only that both fields are filled.',
          'Don’t report a deactivated account in the alert: the app opens AccountDeactivatedModal for it.',
        ],
        content: [
          'Texts the specification quotes stay word for word: Forgot Password ?, Login with Google, Log in with Facebook, Sign up.',
          'The alert keeps the spec’s messages: Please fill all the fields (a field left empty), Wrong credentials, Login failed.',
          'Under each empty field, say what to enter: Enter your e-mail, Enter your password.',
        ],
      },
    }),
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot Password ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('button', { name: 'Login with Google' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Typing, showing the password and pressing Login sends what was typed. */
export const TypeShowPasswordAndLogIn: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'jane@example.com',
      password: 'correct horse',
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const EmptySubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill all the fields');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter your password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCredentials: Story = {
  args: { errorMessage: 'Wrong credentials', defaultValues: { email: 'jane@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong credentials');
  },
};

export const LoginFailed: Story = { args: { errorMessage: 'Login failed' } };

export const Busy: Story = {
  args: { busy: true, defaultValues: { email: 'jane@example.com', password: 'correct horse' } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Logging in...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

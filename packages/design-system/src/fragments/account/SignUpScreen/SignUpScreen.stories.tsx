import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SignUpScreen } from './SignUpScreen';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Account/SignUpScreen',
  component: SignUpScreen,
  argTypes: { ...fixtureData('defaultValues', 'fieldErrors') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The /signup screen for patients: First Name, Last Name, Email, Password and Confirm Password (each can be shown), Sign Up, and links to reset the password and to log in. It checks the form before `onSubmit`; the app creates a PATIENT account, signs it in and goes home or back where the visitor came from.',
        do: [
          'Set `busy` while the request runs: the button reads Signing Up... and cannot be pressed twice.',
          'Pass a field’s problem from the server (an e-mail already registered) as `fieldErrors`, anything else as `errorMessage`.',
          'Keep ?redirect= in `loginHref`, as the app does, so logging in instead still returns the visitor to their page.',
        ],
        dont: [
          'Don’t use it to create admin accounts: self sign-up makes a PATIENT account only.',
          'Don’t report empty fields or different passwords in a toast as the old page did: the screen shows them in its alert and under the fields.',
        ],
        content: [
          'The spec’s messages stay word for word, space and ! included: Please fill all the fields !, Passwords are not same !',
          'Field errors say what to enter or what is wrong: Enter your first name, Enter a valid e-mail address, Password must be at least 8 characters.',
          'The Password hint is At least 8 characters. The app’s success toast keeps the spec’s User Registered Successfully !',
        ],
      },
    }),
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

/** Filling every field, showing each password on its own and pressing Sign Up sends the form. */
export const FillShowPasswordsAndSignUp: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Jane');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Doe');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'correct horse');
    const [showPassword, showConfirm] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showConfirm!);
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(showPassword!);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const EmptySubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill all the fields !');
    await expect(canvas.getByText('Enter your first name')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDiffer: Story = {
  args: { defaultValues: { ...filled, confirmPassword: 'correct horsE' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords are not same !');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: filled,
    errorMessage: 'An account with this e-mail already exists.',
    fieldErrors: { email: 'This e-mail is already registered' },
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing Up...' })).toBeDisabled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthScreen } from './AuthScreen';
import { AuthScreenSocial } from './AuthScreenSocial';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

const meta = {
  title: 'Account/AuthScreen',
  component: AuthScreen,
  argTypes: { ...fixtureData('children'), ...textProps('description') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The frame of the log-in, sign-up, forgot-password and new-password screens: a centred card with the Interdental Lab logo (a link home), the page heading and an optional line under it, without header or footer as the spec asks. LoginScreen, SignUpScreen, ForgotPasswordScreen and NewPasswordScreen are built on it.',
        do: [
          'Give the screen its one heading through `title`, and at most one short line through `description`.',
          'Pass the form and its links as `children`; add AuthScreenSocial under the form where Google and Facebook are offered (log in, sign up).',
          'Set `homeHref` to the app’s home address: the logo leads there.',
        ],
        dont: [
          'Don’t put it inside the customer header and footer: these four screens have neither.',
          'Don’t use it for changes a signed-in user makes to their account: those are dialogs (YourAccountDialog, ChangePasswordDialog).',
        ],
        content: [
          'Headings are the names the specification gives these screens: Log in, Sign Up, Forget Password, Set new Password.',
          'The line under the heading is one sentence with a full stop, e.g. Welcome back to Interdental Lab.',
          'The social buttons keep the spec’s Login with Google and Log in with Facebook, disabled with the hint Google and Facebook sign-in are coming soon.',
        ],
      },
    }),
  },
  args: { title: 'Log in', description: 'Welcome back to Interdental Lab.', children: <AuthScreenSocial /> },
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login with Google' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Log in with Facebook' })).toHaveAccessibleDescription(
      'Google and Facebook sign-in are coming soon.',
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

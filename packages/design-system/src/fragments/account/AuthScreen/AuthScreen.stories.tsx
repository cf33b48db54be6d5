import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthScreen } from './AuthScreen';
import { AuthScreenSocial } from './AuthScreenSocial';

const meta = {
  title: 'Account/AuthScreen',
  component: AuthScreen,
  parameters: { layout: 'fullscreen' },
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

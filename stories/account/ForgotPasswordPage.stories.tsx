import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordScreen } from '@idl/design-system';
import { expect, fn } from 'storybook/test';

/** The Forgot Password page (route /forgot-password): the screen alone, without header or footer. */
const meta = {
  title: 'Pages/Forgot Password',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forget Password' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forget Password' })).toBeVisible();
  },
};

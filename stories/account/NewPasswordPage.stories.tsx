import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewPasswordScreen } from '@idl/design-system';
import { expect, fn } from 'storybook/test';

/** The New Password page (route /new-password): the screen alone, without header or footer. */
const meta = {
  title: 'Pages/New Password',
  component: NewPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof NewPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set new Password' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set new Password' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignUpScreen } from '@idl/design-system';
import { expect, fn } from 'storybook/test';

/** The Sign Up page (route /signup): the screen alone, without header or footer. */
const meta = {
  title: 'Pages/Sign Up',
  component: SignUpScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  },
};

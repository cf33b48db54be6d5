import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorScreen, errorScreenKinds } from './ErrorScreen';

const meta = {
  title: 'System/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  argTypes: { kind: { control: 'inline-radio', options: errorScreenKinds } },
  args: { kind: 'notFound' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Unexpected: Story = {
  args: { kind: 'unexpected', detail: 'Cannot read properties of undefined' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A long detail text: the page grows past the viewport and is captured whole. */
export const LongDetail: Story = {
  args: {
    kind: 'unexpected',
    detail: Array.from({ length: 60 }, (_, i) => `Line ${i + 1} of the stack.`).join(' '),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

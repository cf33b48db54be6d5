import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  // A fixed year keeps the screenshot the same every year.
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const column of ['Company', 'Support', 'Follow Us']) {
      await expect(canvas.getByRole('heading', { name: column })).toBeVisible();
    }
    await expect(canvas.getByText('© 2026 Interdental Lab. All rights reserved.')).toBeVisible();
    const social = canvas.getByRole('region', { name: 'Follow Us' });
    await expect(within(social).getAllByRole('link')).toHaveLength(4);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { contactDetails, socialLinks } from '../marketing.fixtures';
import { ContactSection } from './ContactSection';

const meta = {
  title: 'Marketing/ContactSection',
  component: ContactSection,
  parameters: { layout: 'fullscreen' },
  args: {
    form: { onSubmit: fn() },
    details: { ...contactDetails, socialLinks },
  },
} satisfies Meta<typeof ContactSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Contact form' })).toBeVisible();
  },
};

export const Sent: Story = {
  args: { form: { onSubmit: fn(), status: 'sent' } },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
